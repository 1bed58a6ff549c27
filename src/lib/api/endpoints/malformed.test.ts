import type { InternalAxiosRequestConfig } from 'axios';
import { afterAll, describe, expect, it } from 'vitest';

import { setupMockApi } from '@/testing/mock-api';

import { isApiError } from '../errors';
import { calls, rows } from './testing/endpoint-table';

/**
 * Hostile and broken answers at the boundary (issue 11 item 2): every API function is fed each
 * malformed answer; it must resolve with validated data or reject with the one typed ApiError
 * (which the screens turn into the spec's text), never throw anything else. The count is printed.
 */
const MEGABYTE = 'x'.repeat(1_000_000);
const answers: Array<{ name: string; status: number; body: unknown }> = [
  { name: 'no data field', status: 200, body: {} },
  { name: 'data null', status: 200, body: { data: null } },
  { name: 'data an empty array', status: 200, body: { data: [] } },
  { name: 'data an empty object', status: 200, body: { data: {} } },
  { name: 'data a number', status: 200, body: { data: 12345 } },
  { name: 'data script text', status: 200, body: { data: '<script>alert(1)</script>' } },
  {
    name: 'fields of the wrong types',
    status: 200,
    body: { data: { uuid: 5, id: null, title: ['x'], steps: 'all', items: 7, token: {} } },
  },
  {
    name: 'a list of the wrong things',
    status: 200,
    body: { data: [null, 1, 'x', [], { title: '<img src=x onerror=alert(1)>' }] },
  },
  { name: 'a 1 MB string', status: 200, body: { data: MEGABYTE } },
  { name: 'a 1 MB title', status: 200, body: { data: [{ uuid: 'u', id: 'i', title: MEGABYTE }] } },
  { name: 'a non-JSON body', status: 200, body: '<html><body>Proxy error</body></html>' },
  { name: 'a 200 with an error body', status: 200, body: { error: 'Internal', message: 'boom' } },
  { name: 'a 500 with HTML', status: 500, body: '<h1>500</h1><script>alert(1)</script>' },
  { name: 'a 404 with nothing', status: 404, body: undefined },
];

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
