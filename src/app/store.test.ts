import { describe, expect, it } from 'vitest';
import { getStoredState, type PersistedState } from 'redux-persist';

import { settingsLoaded } from '@/lib/state/app-slice';
import { localeChanged } from '@/lib/state/locale-slice';
import { modalShown } from '@/lib/state/modal-slice';
import { migrations, persistConfig, PERSIST_KEY, PERSIST_VERSION } from '@/lib/state/persist';
import { loggedIn } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

import { createAppStore } from './store';

const waitForPersist = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('persisted state', () => {
  it('keeps the whitelisted state across a reload and drops the rest', async () => {
    const first = createAppStore();
    await waitForPersist();
    first.store.dispatch(localeChanged('kk'));
    first.store.dispatch(
      loggedIn({ user: { uuid: 'u1', title: 'Петров' } as never, token: 'tok' }),
    );
    first.store.dispatch(settingsLoaded({ theme_name: 'corporate', modules: ['study'] } as never));
    first.store.dispatch(modalShown('select-yourself'));
    first.store.dispatch(toastShown({ kind: 'info', messageKey: 'common:loading' }));
    await first.persistor?.flush();

    const stored = (await getStoredState(persistConfig)) as Record<string, unknown> &
      PersistedState;
    expect(Object.keys(stored).sort()).toEqual([
      '_persist',
      'app',
      'breadcrumbs',
      'locale',
      'network',
      'session',
      'stepper',
    ]);
    expect(stored._persist.version).toBe(PERSIST_VERSION);
    expect(stored.app).toEqual({ settings: { theme_name: 'corporate', modules: ['study'] } });

    const second = createAppStore();
    await waitForPersist();
    const state = second.store.getState();
    expect(state.locale.locale).toBe('kk');
    expect(state.session).toMatchObject({ token: 'tok', user: { uuid: 'u1' } });
    expect(state.app.settings?.theme_name).toBe('corporate');
    expect(state.app.initialized).toBe(false);
    expect(state.modal.ids).toEqual([]);
    expect(state.toast.items).toEqual([]);
  });

  it('migrates version 0 state: top-level user into the session, server locale codes to languages', async () => {
    localStorage.setItem(
      `persist:${PERSIST_KEY}`,
      JSON.stringify({
        user: JSON.stringify({ uuid: 'old', token: 't0' }),
        locale: JSON.stringify('en_US'),
        _persist: JSON.stringify({ version: 0, rehydrated: true }),
      }),
    );
    const { store } = createAppStore();
    await waitForPersist();
    expect(store.getState().session).toMatchObject({
      user: { uuid: 'old' },
      token: 't0',
      pinAuthorized: false,
    });
    expect(store.getState().locale.locale).toBe('en');
    expect(migrations[1]?.(undefined)).toBeUndefined();
  });

  it('falls back to ru for a stored locale it does not know', async () => {
    const migrated = migrations[1]?.({
      locale: 'de_DE',
      _persist: { version: 0, rehydrated: false },
    } as PersistedState) as unknown as { locale: { locale: string } };
    expect(migrated.locale).toEqual({ locale: 'ru' });
  });
});
