import type { InternalAxiosRequestConfig } from 'axios';
import { afterAll, describe, expect, it } from 'vitest';

import { setupMockApi } from '@/testing/mock-api';

import { isApiError } from '../errors';
import { calls, rows } from './testing/endpoint-table';
import { hostileAnswers, refusalOf } from './testing/hostile-answers';

/**
 * Hostile and broken answers at the boundary (issue 11 item 2, issue 32): every API function is fed
 * each malformed answer. An answer its row in endpoint-table.ts `accepts` must resolve with exactly
 * the value the row names; any other must reject with the one typed ApiError of the kind (and
 * status) `refusalOf` names, which the screens turn into the spec's text. The count is printed.
 */
const answers = hostileAnswers;

let tried = 0;
afterAll(() => {
  console.log(
    `malformed answers: ${tried} cases (${calls.length} API functions × ${answers.length} answers)`,
  );
});

/** A server that answers every call with `body`, as the network would hand it over. */
function serverAnswering(status: number, body: unknown) {
  setupMockApi({
    adapter: async (config: InternalAxiosRequestConfig) => {
      const response = { status, statusText: '', headers: {}, config, data: body };
      if (status < 400) return response;
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    },
  });
}

/** A value short enough for a failure message (the hostile answers hold 1 MB strings). */
const preview = (value: unknown) => (JSON.stringify(value) ?? String(value)).slice(0, 200);

describe.each(answers)('every API function against $name', (answer) => {
  it.each(calls)('$module / $name', async ({ module, name, call }) => {
    const row = rows[module]?.[name];
    if (!row) throw new Error(`${module}.${name} has no row in endpoint-table.ts`);
    serverAnswering(answer.status, answer.body);
    tried += 1;
    const outcome = await call(...row.args).then(
      (value) => ({ resolved: true as const, value }),
      (error: unknown) => ({ resolved: false as const, error }),
    );
    if (Object.hasOwn(row.accepts, answer.name)) {
      if (!outcome.resolved)
        expect.fail(`${module}.${name} should accept it but rejected: ${String(outcome.error)}`);
      expect(outcome.value).toEqual(row.accepts[answer.name]);
      return;
    }
    if (outcome.resolved)
      expect.fail(`${module}.${name} should refuse it but resolved: ${preview(outcome.value)}`);
    expect(isApiError(outcome.error), `${module}.${name} threw ${String(outcome.error)}`).toBe(
      true,
    );
    expect(outcome.error).toMatchObject(refusalOf(answer));
  });
});
