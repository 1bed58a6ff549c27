import type { InternalAxiosRequestConfig } from 'axios';
import { afterAll, describe, expect, it } from 'vitest';

import { setupMockApi } from '@/testing/mock-api';

import { isApiError } from '../errors';
import { calls, rows } from './testing/endpoint-table';
import { hostileAnswers } from './testing/hostile-answers';

/**
 * Hostile and broken answers at the boundary (issue 11 item 2): every API function is fed each
 * malformed answer; it must resolve with validated data or reject with the one typed ApiError
 * (which the screens turn into the spec's text), never throw anything else. The count is printed.
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

describe.each(answers)('every API function against $name', ({ status, body }) => {
  it.each(calls)('$module / $name', async ({ module, name, call }) => {
    const row = rows[module]?.[name];
    expect(row, `${module}.${name} has a row in endpoint-table.ts`).toBeDefined();
    serverAnswering(status, body);
    tried += 1;
    try {
      await call(...(row?.args ?? []));
    } catch (error) {
      expect(isApiError(error), `${module}.${name} threw ${String(error)}`).toBe(true);
    }
  });
});
