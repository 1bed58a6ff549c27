import { describe, expect, it, vi } from 'vitest';

import { flowsSchema } from '@/lib/api/schemas/flows';
import { loggedOut } from '@/lib/state/session-slice';

import { runEducations } from './flow-request';
import { newRun } from './new-run';
import { QUESTION_COUNT_MEMORY, remembered } from './question-count-memory';
import {
  educationCompleted,
  nextEducationStarted,
  questionCountsRemembered,
  stepperSlice,
} from './stepper-slice';
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

  it("forgets the run at logout but keeps each employee's last question counts", () => {
    const state = reduce({ run, questionCounts: { 'emp-1': 4 } }, loggedOut());
    expect(state).toEqual({ run: null, questionCounts: { 'emp-1': 4 } });
  });

  it('remembers the counts of the 200 employees seen last; the longest unseen go first', () => {
    const counts = { total: 3, perEducation: [{ title: 'A', count: 3 }] };
    let state = reduce(undefined, { type: 'start' });
    const see = (current: typeof state, employee: string) =>
      questionCountsRemembered(remembered(current.questionCounts, employee, counts, Date.now()));
    vi.useFakeTimers();
    for (let index = 0; index <= QUESTION_COUNT_MEMORY; index += 1) {
      vi.setSystemTime(1_000 + index);
      state = reduce(state, see(state, `emp-${index}`));
    }
    // emp-0 is seen again, so emp-1 is now the longest unseen.
    vi.setSystemTime(5_000);
    state = reduce(state, see(state, 'emp-0'));
    vi.setSystemTime(6_000);
    state = reduce(state, see(state, 'emp-new'));
    vi.useRealTimers();
    const kept = Object.keys(state.questionCounts);
    expect(kept).toHaveLength(QUESTION_COUNT_MEMORY);
    expect(kept).not.toContain('emp-1');
    expect(kept).not.toContain('emp-2');
    expect(kept).toEqual(expect.arrayContaining(['emp-0', 'emp-3', 'emp-new']));
    expect(state.questionCounts['emp-new']).toEqual({
      total: 3,
      perEducation: { A: 3 },
      seen: 6_000,
    });
    expect(QUESTION_COUNT_MEMORY).toBe(200);
  });
});
