import type { AxiosAdapter } from 'axios';

import type { RuntimeConfig } from '@/config/env';
import { startResultsOutbox } from '@/features/stepper/results-outbox';
import { configureApi, type Platform } from '@/lib/api/client';
import { startPlatform } from '@/lib/bridge/platform';
import { installShellLogSink } from '@/lib/bridge/shell-log-sink';
import { maintenanceChanged } from '@/lib/state/app-slice';
import { sampled } from '@/lib/state/network-slice';
import { toastShown } from '@/lib/state/toast-slice';

import type { AppStore } from './store';

/**
 * Connects the request helper to the store (token, language, network state and the 503 page), and
 * the log to the desktop shell's log files when a shell is present.
 */
export async function wireApi(
  store: AppStore,
  config: RuntimeConfig,
  platform: Platform = startPlatform(config),
) {
  installShellLogSink();
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
  startResultsOutbox(store);
}
