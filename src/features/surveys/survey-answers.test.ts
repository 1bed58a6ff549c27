import { describe, expect, it } from 'vitest';

import { surveyDetailSchema, type SurveyQuestion } from '@/lib/api/schemas/surveys';

import {
  buildResult,
  canStart,
  emptyDraft,
  isAnswered,
  missingQuestions,
  toggled,
  type Drafts,
} from './survey-answers';

const option = (uuid: string, type: string, params: Record<string, unknown> = { text: uuid }) => ({
  uuid,
  type,
  params,
});
const scale = option('sc', 'scale', {
  variants: [
    { id: 1, title: { ru: 'Плохо', en: 'Poor' } },
    { id: '2', title: 'Хорошо' },
  ],
  criteria: [
    { id: 10, title: 'Ясность' },
    { id: 11, title: 'Удобство' },
  ],
});
const question = (uuid: string, answers: unknown[], important = true) => ({
  uuid,
  position: 1,
  type: 'question',
  text: uuid,
  important,
  answers,
});

const detail = (elements: unknown[], extra: Record<string, unknown> = {}) =>
  surveyDetailSchema.parse({
    survey: { uuid: 'survey-1', title: 'Survey', elements },
    assignment: { id: 5001, number_of_attempts: 2 },
    results: [],
    ...extra,
  });

const all = detail([
  { uuid: 'h', position: 0, type: 'text', text: 'Part 1' },
  question('radio', [option('r1', 'radio'), option('r2', 'radio')]),
  question('check', [option('c1', 'checkbox'), option('c2', 'checkbox')]),
  question('text', [option('t1', 'text', { placeholder: 'e.g.' })]),
  question('area', [option('a1', 'textarea')]),
  question('switch', [option('s1', 'switch'), option('s2', 'switch')]),
  question('scale', [scale]),
]);
const byUuid = (uuid: string) =>
  all.survey.elements.find((element) => element.uuid === uuid) as SurveyQuestion;

const complete: Drafts = {
  radio: { type: 'radio', option: 'r2' },
  check: { type: 'checkbox', options: ['c1', 'c2'] },
  text: { type: 'text', text: '3 years' },
  area: { type: 'textarea', text: 'More videos' },
  switch: { type: 'switch', options: ['s2'] },
  scale: { type: 'scale', picks: { '10': '2', '11': '1' } },
};

describe('survey validation (spec 2 §5)', () => {
  it('lists every important question without an answer, in order; a switch always counts', () => {
    expect(missingQuestions(all.survey.elements, {})).toEqual([
      'radio',
      'check',
      'text',
      'area',
      'scale',
    ]);
    expect(missingQuestions(all.survey.elements, complete)).toEqual([]);
  });

  it('needs a pick in every criterion of a scale', () => {
    const rated = (picks: Record<string, string>) =>
      isAnswered(byUuid('scale'), { type: 'scale', picks });
    expect(rated({ '10': '1' })).toBe(false);
    expect(rated({ '10': '1', '11': '2' })).toBe(true);
  });

  it('needs at least one box, one radio and some text; blank text does not count', () => {
    expect(isAnswered(byUuid('check'), { type: 'checkbox', options: [] })).toBe(false);
    expect(isAnswered(byUuid('radio'), emptyDraft(byUuid('radio')))).toBe(false);
    expect(isAnswered(byUuid('text'), { type: 'text', text: '   ' })).toBe(false);
    expect(isAnswered(byUuid('area'), { type: 'textarea', text: 'x' })).toBe(true);
    expect(isAnswered(byUuid('switch'), { type: 'switch', options: [] })).toBe(true);
  });

  it('ignores questions that are not important', () => {
    const optional = detail([question('q', [option('o', 'radio')], false)]);
    expect(missingQuestions(optional.survey.elements, {})).toEqual([]);
  });
});

describe('the result payload (spec 2 §3)', () => {
  it('has the exact shape: ms times, uuids, texts and the scale ids as the server sent them', () => {
    expect(buildResult(all, complete, { startedAt: 1000, endedAt: 2000 })).toEqual({
      start_dt: 1000,
      end_dt: 2000,
      survey_uuid: 'survey-1',
      assignment_id: 5001,
      answers: [
        { uuid: 'radio', answer: 'r2' },
        { uuid: 'check', answer: ['c1', 'c2'] },
        { uuid: 'text', answer: '3 years' },
        { uuid: 'area', answer: 'More videos' },
        { uuid: 'switch', answer: ['s2'] },
        {
          uuid: 'scale',
          answer: [
            { criteria: 10, variant: '2' },
            { criteria: 11, variant: 1 },
          ],
        },
      ],
    });
  });

  it('leaves out unanswered questions but always sends a switch question', () => {
    expect(buildResult(all, {}, { startedAt: 1, endedAt: 2 }).answers).toEqual([
      { uuid: 'switch', answer: [] },
    ]);
  });

  // The type the server sent, not a guess from the text: "5001" stays text, 5001 a number.
  it.each([5001, '5001', 'A-7'])('sends the assignment id %j as it came', (sent) => {
    const typed = detail([], { assignment: { id: sent, number_of_attempts: 1 } });
    expect(buildResult(typed, {}, { startedAt: 1, endedAt: 2 }).assignment_id).toBe(sent);
  });

  it('sends scale ids that came as text as text', () => {
    const textScale = option('s', 'scale', {
      variants: [{ id: '7', title: 'Good' }],
      criteria: [{ id: '70', title: 'Clarity' }],
    });
    const typed = detail([question('scale', [textScale])]);
    const drafts: Drafts = { scale: { type: 'scale', picks: { '70': '7' } } };
    expect(buildResult(typed, drafts, { startedAt: 1, endedAt: 2 }).answers).toEqual([
      { uuid: 'scale', answer: [{ criteria: '70', variant: '7' }] },
    ]);
  });

  it('keeps toggled options in their on-screen order', () => {
    expect(toggled(['a', 'b', 'c'], ['c'], 'a')).toEqual(['a', 'c']);
    expect(toggled(['a', 'b', 'c'], ['a', 'c'], 'a')).toEqual(['c']);
  });
});

describe('attempts', () => {
  it('allows a start only while past attempts are below the allowed number', () => {
    const attempts = (used: number, allowed: unknown) =>
      canStart(
        detail([], {
          assignment: { id: 1, number_of_attempts: allowed },
          results: Array.from({ length: used }, (_, index) => ({ uuid: `r${index}` })),
        }),
      );
    expect(attempts(1, 2)).toBe(true);
    expect(attempts(2, 2)).toBe(false);
    expect(attempts(3, '2')).toBe(false);
    expect(attempts(5, null)).toBe(true);
  });
});
