import { lazy, useState, type ComponentType } from 'react';

import type { AnswerResultKind } from '@/features/answer-result/answer-result-content';
import { loadNamespaces } from '@/lib/i18n';

/** A screen whose code loads when it is first shown (or preloaded). */
export type LazyScreen = ComponentType & {
  /** Loads the screen's code and dictionaries once; later calls share the same load. */
  preload: () => Promise<ComponentType>;
};

/**
 * A lazily loaded screen: its code and the dictionaries it shows (beyond the start ones,
 * src/lib/i18n.ts startNamespaces) load together, so the screen never shows a bare key; until then
 * the nearest Suspense shows its fallback, or a navigation keeps the previous screen.
 * tests/perf/route-namespaces.test.ts checks each list against the screen's imports.
 */
export function screen(ns: readonly string[], load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    if (!loading) {
      loading = Promise.all([load(), loadNamespaces(ns)]).then(
        ([Component]) => (loaded = Component),
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

/** A lazily loaded full-screen answer result route (/failvisual, /successvisual, /fail, /success). */
export const answerResult = (kind: AnswerResultKind) =>
  screen(['question'], async () => {
    const { AnswerResultScreen } = await import('@/features/answer-result/answer-result-screen');
    return () => <AnswerResultScreen kind={kind} />;
  });

/** /extra-education and /targeted_training: the list, or the run of the opened row. */
export const TrainingExtra = screen(['library', 'question', 'stepper', 'training'], async () => {
  const { TrainingRoute } = await import('./training-route');
  return () => <TrainingRoute kind="extra" />;
});
export const TrainingTargeted = screen(['library', 'question', 'stepper', 'training'], async () => {
  const { TrainingRoute } = await import('./training-route');
  return () => <TrainingRoute kind="targeted" />;
});

/** The catch-all route's screen. */
export const NotFoundScreen = screen(
  [],
  async () => (await import('@/features/system/not-found-screen')).NotFoundScreen,
);

/** The start screen: the / and /startup routes, and the guard's answer to a visitor. */
export const StartScreen = screen(
  [],
  async () => (await import('@/features/auth/start-screen')).StartScreen,
);

/** Screens the access guard shows in place of the requested page. */
export const PinScreen = screen(
  ['pin'],
  async () => (await import('@/features/pin/pin-screen')).PinScreen,
);
export const RiskReportScreen = screen(
  ['risks'],
  async () => (await import('@/features/risks/risk-report-screen')).RiskReportScreen,
);
export const ImportantSurveyScreen = screen(
  ['keyboard', 'library', 'surveys'],
  async () => (await import('@/features/surveys/important-survey-screen')).ImportantSurveyScreen,
);
export const NoticesStepperScreen = screen(
  ['library', 'notices', 'stepper'],
  async () => (await import('@/features/notices/notices-stepper-screen')).NoticesStepperScreen,
);
export const ImportantMaterialScreen = screen(
  ['library', 'stepper'],
  async () =>
    (await import('@/features/library/important-material-screen')).ImportantMaterialScreen,
);
/** The desktop setup wizard: the only screen while the shell has a start error. */
export const SetupWizardScreen = screen(
  ['keyboard', 'setup'],
  async () => (await import('@/features/setup-wizard/setup-wizard-screen')).SetupWizardScreen,
);
