import { describe, expect, it } from 'vitest';

import { getForUuid } from '@/lib/api/endpoints/employees';
import { getSettings } from '@/lib/api/endpoints/settings';

import { setupMockApi } from './mock-api';

const PETROV_1001 = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';

/**
 * Lets queued promise callbacks run, and nothing else: no timer, no message, no module load.
 * An answer that needs more than this waits on the machine, which a busy machine makes slow.
 */
async function promiseTurns() {
  for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
}

/** Starts a call and reports how it ended, if it has. */
function track<T>(call: Promise<T>) {
  const outcome: { value?: T; error?: unknown } = {};
  call.then(
    (value) => (outcome.value = value),
    (error: unknown) => (outcome.error = error),
  );
  return outcome;
}

describe('the fake server of the component tests', () => {
  it('answers from the mock data set within promise turns, with no file loaded on demand', async () => {
    setupMockApi();
    const settings = track(getSettings());
    const employee = track(getForUuid(PETROV_1001));
    await promiseTurns();
    expect(settings.value?.modules).toContain('study');
    expect(employee.value).toMatchObject({ uuid: PETROV_1001, number: '1001' });
  });

  it('answers a call by its number and records what the server received', async () => {
    const api = setupMockApi({ getToken: () => 'jwt-1', getLanguage: () => 'en' });
    api.answer('GET', 'employees/getForUuid', (call) =>
      call === 1 ? { status: 500, body: { message: 'down' } } : undefined,
    );
    const first = track(getForUuid(PETROV_1001));
    await promiseTurns();
    expect(first.error).toBeDefined();
    const second = track(getForUuid(PETROV_1001));
    await promiseTurns();
    expect(second.value).toMatchObject({ number: '1001' });
    expect(api.calls('GET', 'employees/getForUuid')).toEqual([
      expect.objectContaining({
        query: { uuid: PETROV_1001 },
        language: 'en',
        authorization: 'Bearer jwt-1',
      }),
      expect.objectContaining({ query: { uuid: PETROV_1001 } }),
    ]);
  });

  it('answered() resolves once the server has answered the n-th call, not before', async () => {
    const api = setupMockApi();
    const seen: number[] = [];
    void api.answered('GET', 'settings', 2).then(() => seen.push(2));
    void api.answered('GET', 'settings').then(() => seen.push(1));
    await getSettings();
    await promiseTurns();
    expect(seen).toEqual([1]);
    await getSettings();
    await promiseTurns();
    expect(seen).toEqual([1, 2]);
    await api.answered('GET', 'settings', 2);
  });

  it('answers a dropped connection as a network error', async () => {
    const api = setupMockApi();
    api.answer('GET', 'settings', 'network');
    await expect(getSettings()).rejects.toMatchObject({ kind: 'network' });
  });
});
