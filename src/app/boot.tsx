import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';

import { Providers } from '@/app/providers';
import { AppRoutes, preloadScreenAt } from '@/app/router';
import { preloadShellParts } from '@/app/shell-parts';
import { createAppStore } from '@/app/store';
import { prefetchSettings, settleEarlySettings } from '@/app/use-initialisation';
import { keepRunCutShortFirst, startResultsOutboxLater, wireApi } from '@/app/wire-api';
import { loadRuntimeConfig } from '@/config/env';
import { preloadTransport } from '@/lib/api/client';
import { getKiosk } from '@/lib/bridge/kiosk';
import { withShellConfig } from '@/lib/bridge/shell-runtime';
import { simulatedShellAllowed } from '@/lib/bridge/simulated-gate';
import { loadShellConfig } from '@/lib/bridge/use-shell-config';
import { createI18n, laterNamespaces, loadNamespaces, startNamespaces } from '@/lib/i18n';
import { resolveLanguage, toLanguage } from '@/lib/languages';
import { whenIdle } from '@/lib/when-idle';
import { yieldToMain } from '@/lib/yield-to-main';
import { localeChanged } from '@/lib/state/locale-slice';
import { selectSignedIn } from '@/lib/state/selectors';

/** The route the kiosk opens on: the hash's path (`/` for an empty hash), without its query. */
const openingPath = () => window.location.hash.replace(/^#/, '').split(/[?#]/)[0] || '/';

/** The kiosk opens on the start screen (an empty hash or `#/`, with or without a query). */
const opensOnStartScreen = () => openingPath() === '/';

/** Runs `onRendered` once the app has rendered for the first time. */
function AfterFirstRender({ onRendered }: { onRendered: () => void }) {
  useEffect(() => onRendered(), [onRendered]);
  return null;
}

/**
 * Start-up (src/main.tsx loads this module): configuration, stored state, dictionaries, the request
 * helper, then the first render.
 * What does not depend on the configuration (stored state, the language's dictionaries, the opening
 * screen's code) loads while the configuration is read; the results outbox starts after the first
 * render, its code kept out of the start bundle.
 */
async function bootstrap() {
  // The start-up code has just been evaluated (tens of milliseconds on a slow tablet): the browser
  // gets a turn before the start-up work, so neither makes a long task of the other (issue 12,
  // Lighthouse's total blocking time).
  await yieldToMain();
  if (opensOnStartScreen()) void import('@/features/auth/start-screen');
  // The request helper's transport (axios) downloads while the configuration and state load. The
  // settings schema is left to the first settings call: index.html has the browser fetch it, and
  // evaluating it here lengthened start-up's tasks (Lighthouse mobile 94 against 96 on average).
  preloadTransport();
  const webConfig = loadRuntimeConfig({ env: import.meta.env });
  const { store, persistor } = createAppStore();
  await new Promise<void>((resolve) => {
    if (persistor?.getState().bootstrapped) resolve();
    else persistor?.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  const language = resolveLanguage(store.getState().locale.locale);
  store.dispatch(localeChanged(language));
  const dictionaries = createI18n(language, startNamespaces);
  // As the data router did, the first render waits for the opening screen's code and dictionaries.
  const openingScreen = dictionaries.then(() => preloadScreenAt(openingPath()));
  const web = await webConfig;
  if (simulatedShellAllowed(web, import.meta.env)) {
    const { installSimulatedKiosk } = await import('@/lib/bridge/simulated-kiosk');
    installSimulatedKiosk();
  }
  const kiosk = getKiosk();
  const shell = kiosk ? await loadShellConfig(kiosk).catch(() => null) : null;
  const config = shell ? withShellConfig(web, shell) : web;
  // The first render waits (briefly) for the settings too, so that it is the start screen itself.
  const wired = wireApi(store, config).then(() => {
    prefetchSettings(config);
    return Promise.all([
      settleEarlySettings(store.dispatch),
      // Results cut short by a power cut reach the outbox before the start screen ends the session.
      keepRunCutShortFirst(store),
    ]);
  });
  // The desktop shows its device panel (and a stored session the logged-in header) at once: their
  // dictionaries come before the first render there, elsewhere right after it.
  const laterFirst = Boolean(kiosk) || selectSignedIn(store.getState());
  const [i18n] = await Promise.all([
    dictionaries.then(async (loaded) => {
      if (laterFirst) await loadNamespaces(laterNamespaces);
      return loaded;
    }),
    wired,
    preloadShellParts(store.getState()),
    openingScreen,
  ]);
  document.documentElement.lang = language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  // The choice is stored (and written at once) when it is made, not after the new language's
  // dictionaries have loaded: a reload right after choosing keeps it.
  i18n.on('languageChanging', (lng: string | undefined) => {
    const chosen = toLanguage(lng);
    if (chosen) store.dispatch(localeChanged(chosen));
  });

  const afterFirstRender = () => {
    void loadNamespaces(laterNamespaces);
    whenIdle(() => startResultsOutboxLater(store));
  };
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render runs as a transition: React renders it in slices and lets the browser in
  // between (the splash stays until it commits), instead of one long task on a slow tablet.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers store={store} i18n={i18n} config={config}>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
          <AfterFirstRender onRendered={afterFirstRender} />
        </Providers>
      </StrictMode>,
    ),
  );
}

void bootstrap();
