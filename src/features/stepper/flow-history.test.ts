import { describe, expect, it } from 'vitest';

import type { FlowHistoryStep } from '@/lib/api/schemas/flow-history';

import { elapsedSeconds, fileField, stamp, testResult } from './flow-history';

const question = (error_count: number, text = 'Q'): FlowHistoryStep => ({
  name: 'question',
  uuid: 'q',
  start_date_time: '@1',
  elapsed_time: 1,
  question_uuid: 'qq',
  answer_id: '1',
  error_count,
  selected_answer_text: `A for ${text}`,
  question_text: text,
});

describe('flow history', () => {
  it("writes times as '@' plus epoch seconds", () => {
    expect(stamp(Date.UTC(2026, 10, 22, 8, 0, 0, 999))).toBe('@1795334400');
    expect(elapsedSeconds(1_000, 13_400)).toBe(12);
    expect(elapsedSeconds(5_000, 1_000)).toBe(0);
  });

  it('names step files front_{step}, overview_{step}, signature_{step}', () => {
    expect([fileField('front', 1), fileField('overview', 8), fileField('signature', 12)]).toEqual([
      'front_1',
      'overview_8',
      'signature_12',
    ]);
  });

  it('scores round((total - wrong) / total × 100) and compares with the threshold passed in', () => {
    const steps = [
      question(0, 'a'),
      question(2, 'b'),
      question(0, 'c'),
      { name: 'video', uuid: 'v', start_date_time: '@1', elapsed_time: 3 } as FlowHistoryStep,
    ];
    const result = testResult(steps, 67);
    expect(result.percent).toBe(67);
    expect(result.competent).toBe(true);
    expect(testResult(steps, 68).competent).toBe(false);
    expect(result.rows).toEqual([
      { number: 1, question: 'a', answer: 'A for a', wrong: false },
      { number: 2, question: 'b', answer: 'A for b', wrong: true },
      { number: 3, question: 'c', answer: 'A for c', wrong: false },
    ]);
    expect(testResult([], 50)).toEqual({ rows: [], percent: 0, competent: false });
  });
});
