import { describe, expect, it } from 'vitest';

import { setLogSinks } from '@/lib/log';
import { PERSIST_KEY } from '@/lib/state/persist';
import { loggedIn } from '@/lib/state/session-slice';
import { testEmployee } from '@/testing/fixtures';

import { createAppStore } from './store';

const KEY = `persist:${PERSIST_KEY}`;

async function restored() {
  const warnings: string[] = [];
  setLogSinks([(level, message) => level === 'warn' && warnings.push(message)]);
  const { store, persistor } = createAppStore();
  await new Promise<void>((resolve) => {
    if (persistor?.getState().bootstrapped) resolve();
    else persistor?.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  // Its write after restoring is done now: it cannot land on the next test's stored state.
  await persistor?.flush();
  return { store, warnings };
}

const storedWith = (slices: Record<string, unknown>) =>
  localStorage.setItem(
    KEY,
    JSON.stringify({
      ...Object.fromEntries(
        Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)]),
      ),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  );

describe('a corrupt or foreign persisted state is discarded with a log line, never a crash', () => {
  it('stored text that is no JSON: the kiosk starts fresh and says why', async () => {
    localStorage.setItem(KEY, '{"session": "{not json');
    const { store, warnings } = await restored();
    expect(store.getState().session.user).toBeNull();
    expect(warnings.some((line) => line.includes('unreadable stored text'))).toBe(true);
  });

  it('a slice of another shape is discarded; the others are restored', async () => {
    storedWith({
      session: { user: 'admin', token: 42, pinAuthorized: 'yes' },
      locale: { locale: 'kk' },
      stepper: { run: { educations: 'all' }, questionCounts: {} },
    });
    const { store, warnings } = await restored();
    expect(store.getState().session).toEqual({ user: null, token: null, pinAuthorized: false });
    expect(store.getState().stepper?.run ?? null).toBeNull();
    expect(store.getState().locale.locale).toBe('kk');
    expect(warnings).toEqual(
      expect.arrayContaining([
        "persisted state: the stored session is not this app's; discarded",
        "persisted state: the stored stepper is not this app's; discarded",
      ]),
    );
  });

  it('a session whose stored survey answers are no list of names is discarded', async () => {
    storedWith({
      session: { user: testEmployee(), token: 't', pinAuthorized: true, recorded: { all: true } },
    });
    const { store, warnings } = await restored();
    expect(store.getState().session.user).toBeNull();
    expect(warnings).toContain("persisted state: the stored session is not this app's; discarded");
  });

  it('this app’s own state is restored as it was', async () => {
    localStorage.clear();
    const first = await restored();
    first.store.dispatch(loggedIn({ user: testEmployee(), token: 'token-7' }));
    const second = await restored();
    expect(second.store.getState().session).toMatchObject({ token: 'token-7' });
    expect(second.warnings).toEqual([]);
  });
});
