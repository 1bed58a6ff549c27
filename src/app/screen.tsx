import { lazy, useState, type ComponentType } from 'react';

import { laterNamespaces, withNamespaces } from '@/lib/i18n';

/** A screen whose code loads when it is first shown (or preloaded). */
export type LazyScreen = ComponentType & {
  /** Loads the screen's code and dictionaries once; later calls share the same load. */
  preload: () => Promise<ComponentType>;
};

/**
 * A lazily loaded screen: its code and the dictionaries it shows (beyond the start ones,
 * src/lib/i18n.ts startNamespaces, with the shell's later ones, laterNamespaces) load together, so
 * the screen never shows a bare key; until then the nearest Suspense shows its fallback, or a
 * navigation keeps the previous screen.
 * tests/perf/route-namespaces.test.ts checks each list against the screen's imports.
 */
export function screen(ns: readonly string[], load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    if (!loading) {
      loading = withNamespaces(load(), [...ns, ...laterNamespaces]).then(
        (Component) => (loaded = Component),
      );
      // A failed preload is not lost: the screen shows it (the render-error boundary) when rendered.
      loading.catch(() => undefined);
    }
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen() {
    // Code that arrived before the screen first shows (the start screen, preloaded by src/app/boot.tsx)
    // renders at once: React.lazy would suspend for a turn, and React reveals content that follows
    // a fallback only 300 ms after it. Chosen once per mount, so the screen never remounts.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(Screen, { preload });
}

/** The start screen: the / and /startup routes, and the guard's answer to a visitor. */
export const StartScreen = screen(
  [],
  async () => (await import('@/features/auth/start-screen')).StartScreen,
);

/** The desktop setup wizard: the only screen while the shell has a start error. */
export const SetupWizardScreen = screen(
  ['keyboard', 'setup'],
  async () => (await import('@/features/setup-wizard/setup-wizard-screen')).SetupWizardScreen,
);
