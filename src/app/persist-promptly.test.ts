import { describe, expect, it, vi } from 'vitest';

import { runStarted, stepAdvanced } from '@/features/stepper/stepper-slice';
import type { StepperRun } from '@/features/stepper/run-model';
import { installSimulatedKiosk } from '@/lib/bridge/simulated-kiosk';
import { breadcrumbAdded } from '@/lib/state/breadcrumbs-slice';
import { localeChanged } from '@/lib/state/locale-slice';
import { PERSIST_KEY } from '@/lib/state/persist';
import {
  answerRecorded,
  importantSurveyKey,
  loggedIn,
  loggedOut,
  pinAuthorized,
} from '@/lib/state/session-slice';
import { testEmployee } from '@/testing/fixtures';

import { createAppStore } from './store';

/** What storage holds right now, slice by slice: what a reload or a power cut would find. */
function stored(): Record<string, unknown> {
  const raw = localStorage.getItem(`persist:${PERSIST_KEY}`);
  const outer = JSON.parse(raw ?? '{}') as Record<string, string>;
  return Object.fromEntries(
    Object.entries(outer).map(([key, value]) => [key, JSON.parse(value) as unknown]),
  );
}

/** A store whose persisted state has been restored (redux-persist reads storage asynchronously). */
async function restoredStore() {
  const { store, persistor } = createAppStore();
  await new Promise<void>((resolve) => {
    if (persistor?.getState().bootstrapped) resolve();
    else persistor?.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return store;
}

describe('the persisted state is written before the page can go', () => {
  it('writes the language, the PIN-entered state and the flow step before the dispatch returns', async () => {
    const store = await restoredStore();
    store.dispatch(localeChanged('kk'));
    expect(stored().locale).toEqual({ locale: 'kk' });

    store.dispatch(loggedIn({ user: testEmployee(), token: 'token-1' }));
    store.dispatch(pinAuthorized());
    expect(stored().session).toMatchObject({ pinAuthorized: true, token: 'token-1' });

    // Only the step counter matters here, not a whole run of a loaded flow.
    store.dispatch(runStarted({ stepIndex: 0, history: { steps: [] } } as unknown as StepperRun));
    store.dispatch(stepAdvanced({ now: 1 }));
    expect(stored().stepper).toMatchObject({ run: { stepIndex: 1 } });
  });

  it('keeps a stored survey answer over a reload, for this session only', async () => {
    const key = importantSurveyKey('survey-1', 5004);
    const first = await restoredStore();
    first.dispatch(loggedIn({ user: testEmployee(), token: 'token-1' }));
    first.dispatch(answerRecorded(key));
    expect(stored().session).toMatchObject({ recorded: [key] });

    const second = await restoredStore();
    expect(second.getState().session.recorded).toEqual([key]);
    second.dispatch(loggedOut());
    second.dispatch(loggedIn({ user: testEmployee(), token: 'token-2' }));
    expect(second.getState().session.recorded).toBeUndefined();
  });

  it('writes everything still pending when the page is hidden or goes', async () => {
    const store = await restoredStore();
    store.dispatch(breadcrumbAdded({ path: '/library', titleKey: 'app:screens.library' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(stored().breadcrumbs).toMatchObject({ items: [{ path: '/library' }] });

    store.dispatch(breadcrumbAdded({ path: '/library/x', titleKey: 'app:screens.library' }));
    window.dispatchEvent(new Event('beforeunload'));
    expect(stored().breadcrumbs).toMatchObject({ items: [{}, { path: '/library/x' }] });

    store.dispatch(breadcrumbAdded({ path: '/library/y', titleKey: 'app:screens.library' }));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(stored().breadcrumbs).toMatchObject({ items: [{}, {}, { path: '/library/y' }] });
  });
});

describe('in the desktop shell', () => {
  it('asks the shell to put each prompt write on disk', async () => {
    const host = window as Window & { kiosk?: unknown; kioskSimulator?: unknown };
    const simulator = installSimulatedKiosk();
    try {
      const store = await restoredStore();
      const before = simulator.storage.flushes();
      store.dispatch(localeChanged('ky'));
      await vi.waitFor(() => expect(simulator.storage.flushes()).toBe(before + 1));
      expect(stored().locale).toEqual({ locale: 'ky' });
    } finally {
      delete host.kiosk;
      delete host.kioskSimulator;
    }
  });
});
