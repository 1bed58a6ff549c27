import { describe, expect, it } from 'vitest';

import { setupMockApi } from '@/testing/mock-api';

import { calls, rows } from './testing/endpoint-table';

describe('every endpoint answers from the mock data set', () => {
  it('finds the endpoint functions', () => {
    expect(calls.length).toBeGreaterThan(40);
  });

  it.each(calls)('$module / $name', async ({ module, name, call }) => {
    const row = rows[module]?.[name];
    if (!row)
      throw new Error(
        `endpoints.test.ts has no row for ${module}.${name}: add sample arguments and a mock`,
      );
    const seen = setupMockApi().requests;
    const result = await call(...row.args);
    expect(seen).toHaveLength(1);
    row.check?.(result);
    if (seen[0]) row.sent?.(seen[0]);
  });
});
