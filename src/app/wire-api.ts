import type { AxiosAdapter } from 'axios';

import type { RuntimeConfig } from '@/config/env';
import { configureApi, type Platform } from '@/lib/api/client';
import { selectRun } from '@/features/stepper/stepper-slice';
import { getKiosk } from '@/lib/bridge/kiosk';
import { startPlatform } from '@/lib/bridge/platform';
import { log } from '@/lib/log';
import { within } from '@/lib/within';
import { maintenanceChanged } from '@/lib/state/app-slice';
import { sampled } from '@/lib/state/network-slice';
import { toastShown } from '@/lib/state/toast-slice';

import type { AppStore } from './store';

/**
 * Connects the request helper to the store (token, language, network state and the 503 page), and
 * the log to the desktop shell's log files when a shell is present (that code loads only there).
 */
export async function wireApi(
  store: AppStore,
  config: RuntimeConfig,
  platform: Platform = startPlatform(config),
) {
  const kiosk = getKiosk();
  if (kiosk) (await import('@/lib/bridge/shell-log-sink')).installShellLogSink(kiosk);
  let adapter: AxiosAdapter | undefined;
  if (config.mode === 'mock') {
    const { createBrowserMockAdapter } = await import('@/lib/api/mock/browser-mock');
    adapter = createBrowserMockAdapter(config.mockScenario);
  }
  configureApi({
    config,
    platform,
    adapter,
    getToken: () => store.getState().session.token ?? undefined,
    getLanguage: () => store.getState().locale.locale,
    onSample: (sample) => store.dispatch(sampled(sample)),
    onMaintenance: (active) => {
      if (store.getState().app.maintenance === active) return;
      store.dispatch(maintenanceChanged(active));
      if (active)
        store.dispatch(toastShown({ kind: 'error', messageKey: 'errors:maintenance.toast' }));
    },
  });
}

/** How long the first render waits for a run cut short to be kept (a hung IndexedDB must not leave the kiosk blank). */
export const CUT_SHORT_WAIT_MS = 3_000;

/**
 * Hands a run that was sending when the page went to the outbox before the first render (the start
 * screen a restarted kiosk opens on ends the session and the run with it). Waits at most
 * CUT_SHORT_WAIT_MS; the keep goes on after that. Its code loads only when there is such a run.
 */
export async function keepRunCutShortFirst(store: AppStore): Promise<void> {
  const state = store.getState();
  if (selectRun(state)?.status !== 'sending') return;
  const keeping = import('@/features/stepper/results-outbox').then(
    ({ keepRunCutShort }) => keepRunCutShort(state),
    (error: unknown) => log.error('the results outbox could not be loaded', error),
  );
  if (
    (await within(
      keeping.then(() => true),
      CUT_SHORT_WAIT_MS,
    )) === null
  )
    log.warn('the results of a run cut short are still being kept; the kiosk opens meanwhile');
}

let outboxStarted = false;

/**
 * Starts the results outbox once, after the first render (its code, the outbox and IndexedDB, stays
 * out of the start bundle): it sends what waits from earlier sessions and drops a run's files once
 * the run is gone (src/features/stepper/results-outbox.ts).
 */
export function startResultsOutboxLater(store: AppStore) {
  if (outboxStarted) return;
  outboxStarted = true;
  import('@/features/stepper/results-outbox').then(
    ({ startResultsOutbox }) => startResultsOutbox(store),
    (error: unknown) => {
      outboxStarted = false;
      log.error('the results outbox could not be loaded', error);
    },
  );
}
