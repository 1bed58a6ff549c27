import { z } from 'zod';

import { count, date, flag, id, list, optList, optText, text, uuid } from './common';

/** A label in every interface language; a plain string counts as the default (ru) label. */
const labelsSchema = z.union([
  z.string().transform((value): Record<string, string> => ({ ru: value })),
  z.record(z.string(), z.string()),
]);

const scaleItemSchema = z.object({ id, title: labelsSchema });

/** One answer option by its type (spec 2 §3 Answer types). */
const choiceParams = z.object({ text }).catch({ text: '' });
const inputParams = z.object({ placeholder: optText }).catch({ placeholder: null });
const choice = <T extends 'radio' | 'checkbox' | 'switch'>(type: T) =>
  z.object({ uuid, type: z.literal(type), params: choiceParams });
const input = <T extends 'text' | 'textarea'>(type: T) =>
  z.object({ uuid, type: z.literal(type), params: inputParams });

/** One answer option by its type (spec 2 §3 Answer types); a scale needs its variants and criteria. */
export const surveyOptionSchema = z.discriminatedUnion('type', [
  choice('radio'),
  choice('checkbox'),
  choice('switch'),
  input('text'),
  input('textarea'),
  z.object({
    uuid,
    type: z.literal('scale'),
    params: z.object({ variants: list(scaleItemSchema, 1), criteria: list(scaleItemSchema, 1) }),
  }),
]);
export type SurveyOption = z.output<typeof surveyOptionSchema>;
export type SurveyAnswerType = SurveyOption['type'];

const elementBase = { uuid, position: count, text };

/**
 * One survey element: type 'text' is a heading, any other type is a question whose options
 * decide how it is answered (answer_type).
 */
export const surveyElementSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && (value as { type?: unknown }).type !== 'text'
      ? { ...value, type: 'question' }
      : value,
  z.discriminatedUnion('type', [
    z.object({ ...elementBase, type: z.literal('text') }),
    z
      .object({
        ...elementBase,
        type: z.literal('question'),
        important: flag,
        answers: list(surveyOptionSchema, 1),
      })
      .transform((question) => ({
        ...question,
        answer_type: question.answers[0]?.type ?? 'radio',
      })),
  ]),
);
export type SurveyElement = z.output<typeof surveyElementSchema>;
export type SurveyQuestion = Extract<SurveyElement, { type: 'question' }>;

export const SURVEY_STATUSES = ['passed', 'expired', 'other'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** One assignment row; any status but passed or expired reads as not passed ('other'). */
export const surveyAssignmentSchema = z.object({
  uuid,
  id,
  status: z.enum(SURVEY_STATUSES).catch('other'),
  surveys_title: text,
  start_data: date,
});
export type SurveyAssignment = z.output<typeof surveyAssignmentSchema>;

export const surveyAssignmentListSchema = list(surveyAssignmentSchema);

/** A survey with its assignment and the past attempts (spec 2 §3 Survey detail). */
export const surveyDetailSchema = z.object({
  survey: z.object({
    uuid,
    title: text,
    description: text,
    author: text,
    elements: list(surveyElementSchema).transform((elements) =>
      [...elements].sort((a, b) => a.position - b.position),
    ),
  }),
  assignment: z.object({ id, start_dt: date, end_dt: date, number_of_attempts: count }),
  results: optList(z.object({ uuid, start_dt: date })),
});
export type SurveyDetail = z.output<typeof surveyDetailSchema>;

/** What one question's answer is, by its answer type (spec 2 §3 Survey result payload). */
export type SurveyAnswerValue = string | string[] | Array<{ criteria: string; variant: string }>;

/** The survey result sent back; times are epoch milliseconds. */
export interface SurveyResultPayload {
  start_dt: number;
  end_dt: number;
  survey_uuid: string;
  assignment_id: string;
  /** `uuid` is the question element's uuid. */
  answers: Array<{ uuid: string; answer: SurveyAnswerValue }>;
}
