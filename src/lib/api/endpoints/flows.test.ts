import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';

import { setLogSinks } from '@/lib/log';
import { setupMockApi } from '@/testing/mock-api';
import flowFile from '@mocks/flows/ab52784b-b3ab-467d-bdf5-682f28378308.json';

import { ApiError } from '../errors';
import { flowsSchema } from '../schemas/flows';

import { getFlows } from './flows';

const FLOW = 'ab52784b-b3ab-467d-bdf5-682f28378308';
const call = { flowId: FLOW, employeeUuid: 'employee-1' };

afterEach(() => setLogSinks([]));

/** getFlows on this answer's data: its result, or that it was refused. */
async function read(data: unknown) {
  setupMockApi().answer('GET', `flows/${FLOW}`, { status: 200, body: { data } });
  return getFlows(call).then(
    (flows) => ({ success: true as const, data: flows }),
    (error: unknown) => ({ success: false as const, error }),
  );
}

describe('getFlows reads the steps a slice at a time', () => {
  const valid = flowFile.data[0]!.steps as Record<string, unknown>[];
  /** A valid step with one field replaced by any JSON value, or any JSON value at all. */
  const step = fc.oneof(
    fc.constantFrom(...valid),
    fc
      .tuple(
        fc.constantFrom(...valid),
        fc.constantFrom('name', 'uuid', 'params', 'question'),
        fc.jsonValue(),
      )
      .map(([item, field, value]) => ({ ...item, [field]: value })),
    fc.jsonValue(),
  );
  /** One flow or several, with steps as an array, a keyed object, missing, or anything else. */
  const steps = fc.oneof(
    fc.array(step, { maxLength: 5 }),
    fc
      .array(step, { maxLength: 5 })
      .map((items) => Object.fromEntries(items.map((item, i) => [`k${i}`, item]))),
    fc.constantFrom(undefined, null),
    fc.jsonValue(),
  );
  const flow = steps.map((value) => ({ ...flowFile.data[0], steps: value }));
  const answer = fc.oneof(flow, fc.array(flow, { maxLength: 3 }), fc.jsonValue());

  it('accepts and refuses the same answers, with the same result, as reading them in one go', async () => {
    setLogSinks([]);
    await fc.assert(
      fc.asyncProperty(answer, async (data) => {
        const expected = flowsSchema.safeParse(data);
        const got = await read(data);
        expect(got.success).toBe(expected.success);
        if (expected.success) expect(got).toEqual({ success: true, data: expected.data });
        else expect((got as { error: unknown }).error).toMatchObject({ kind: 'invalid' });
      }),
      { numRuns: 200 },
    );
  });

  it('hands out the steps frozen, as the run keeps them in the store', async () => {
    const got = await read(flowFile.data);
    const first = got.success ? got.data[0]?.steps[0] : undefined;
    expect(first).toBeDefined();
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.params)).toBe(true);
  });

  it('refuses the whole answer for one step it cannot read', async () => {
    setLogSinks([]);
    const broken = [...valid.slice(0, 3), { ...valid[2], name: 'teleport' }];
    const got = await read([{ ...flowFile.data[0], steps: broken }]);
    expect(got.success).toBe(false);
    expect((got as { error: unknown }).error).toBeInstanceOf(ApiError);
  });
});
