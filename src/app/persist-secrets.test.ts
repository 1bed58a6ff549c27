import { describe, expect, it } from 'vitest';

import { testEmployee } from '@/testing/fixtures';

import { createAppStore } from './store';

import { PERSIST_KEY } from '@/lib/state/persist';
import { loggedIn, pinAuthorized } from '@/lib/state/session-slice';

const CIPHERTEXT = 'U2FsdGVkX1+secretPinCiphertext==';

const storedText = () => localStorage.getItem(`persist:${PERSIST_KEY}`) ?? '';
const storedSession = () =>
  JSON.parse((JSON.parse(storedText()) as { session: string }).session) as Record<string, unknown>;

async function restored() {
  const { store, persistor } = createAppStore();
  await new Promise<void>((resolve) => {
    if (persistor?.getState().bootstrapped) resolve();
    else persistor?.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return store;
}

describe('the PIN is never recoverable from storage', () => {
  it('stores the session without the PIN ciphertext, only the fact that one is set', async () => {
    localStorage.clear();
    const store = await restored();
    store.dispatch(loggedIn({ user: testEmployee({ pin_code: CIPHERTEXT }), token: 't' }));
    expect(storedText()).not.toContain(CIPHERTEXT);
    expect(storedText()).not.toContain('secretPin');
    expect(storedSession()).toMatchObject({ pinSet: true, pinAuthorized: false });
    expect(store.getState().session.user?.pin_code).toBe(CIPHERTEXT);
  });

  it('a PIN set but not yet entered cannot be checked after a reload: that employee logs in again', async () => {
    localStorage.clear();
    const first = await restored();
    first.dispatch(loggedIn({ user: testEmployee({ pin_code: CIPHERTEXT }), token: 't' }));
    const second = await restored();
    expect(second.getState().session).toEqual({ user: null, token: null, pinAuthorized: false });
  });

  it('an entered PIN keeps the session after a reload, without the ciphertext', async () => {
    localStorage.clear();
    const first = await restored();
    first.dispatch(loggedIn({ user: testEmployee({ pin_code: CIPHERTEXT }), token: 't' }));
    first.dispatch(pinAuthorized());
    const second = await restored();
    expect(second.getState().session).toMatchObject({ pinAuthorized: true, token: 't' });
    expect(second.getState().session.user?.pin_code).toBeNull();
  });

  it('a session stored by an older build with the ciphertext in it is not restored', async () => {
    localStorage.clear();
    const user = testEmployee({ pin_code: CIPHERTEXT });
    localStorage.setItem(
      `persist:${PERSIST_KEY}`,
      JSON.stringify({
        session: JSON.stringify({ user, token: 't', pinAuthorized: false }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const store = await restored();
    expect(store.getState().session.user).toBeNull();
  });
});
