import { describe, expect, it } from 'vitest';

import { flowsSchema } from '@/lib/api/schemas/flows';
import { loggedOut } from '@/lib/state/session-slice';

import { runEducations } from './flow-request';
import { newRun } from './new-run';
import { educationCompleted, nextEducationStarted, stepperSlice } from './stepper-slice';
import { twoEducations } from './testing/flows';

const { educations } = runEducations(flowsSchema.parse(twoEducations), 'browser', {
  breathalyzer: 'off',
  frontCamera: 'off',
  overviewCamera: 'off',
});
const run = newRun({ source: 'preshift', cameFrom: '/cabinet' }, 'two', 'emp-1', educations, 0);
const reduce = stepperSlice.reducer;

describe('stepper slice', () => {
  it('gives each completed education its own outbox id, kept with the run until the next education', () => {
    const first = reduce(
      { run, questionCounts: {} },
      educationCompleted({ now: 5000, finish: null }),
    );
    expect(first.run).toMatchObject({ status: 'sending', history: { end_dt: '@5' } });
    expect(first.run?.outboxId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const again = reduce(first, educationCompleted({ now: 6000, finish: null }));
    expect(again.run?.outboxId).not.toBe(first.run?.outboxId);
    const next = reduce(first, nextEducationStarted({ now: 7000 }));
    expect(next.run).toMatchObject({ educationIndex: 1, status: 'running' });
    expect(next.run?.outboxId).toBeUndefined();
  });

  it('forgets the run and the question counts at logout', () => {
    const state = reduce({ run, questionCounts: { 'emp-1': 4 } }, loggedOut());
    expect(state).toEqual({ run: null, questionCounts: {} });
  });
});
