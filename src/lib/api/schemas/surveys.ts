import * as z from 'zod/mini';

import {
  count,
  date,
  flag,
  id,
  list,
  mapped,
  optList,
  optNum,
  optText,
  preprocess,
  text,
  uuid,
  type ServerId,
} from './common';

/** A label in every interface language; a plain string counts as the default (ru) label. */
const labelsSchema = z.union([
  mapped(z.string(), (value): Record<string, string> => ({ ru: value })),
  z.record(z.string(), text),
]);

/** A scale variant or criterion; its id goes back in the result as the server typed it. */
const scaleItemSchema = z.object({ id, title: labelsSchema });
export type ScaleItem = z.output<typeof scaleItemSchema>;

/** One answer option by its type (spec 2 §3 Answer types). */
const choiceParams = z.catch(z.object({ text }), { text: '' });
const inputParams = z.catch(z.object({ placeholder: optText }), { placeholder: null });
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
export const surveyElementSchema = preprocess(
  (value) =>
    value && typeof value === 'object' && (value as { type?: unknown }).type !== 'text'
      ? { ...value, type: 'question' }
      : value,
  z.discriminatedUnion('type', [
    z.object({ ...elementBase, type: z.literal('text') }),
    mapped(
      z.object({
        ...elementBase,
        type: z.literal('question'),
        important: flag,
        answers: list(surveyOptionSchema, 1),
      }),
      (question) => ({ ...question, answer_type: question.answers[0]?.type ?? 'radio' }),
    ),
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
  status: z.catch(z.enum(SURVEY_STATUSES), 'other'),
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
    elements: mapped(list(surveyElementSchema), (elements) =>
      [...elements].sort((a, b) => a.position - b.position),
    ),
  }),
  /** number_of_attempts is null when the server states no limit. */
  assignment: z.object({ id, start_dt: date, end_dt: date, number_of_attempts: optNum }),
  /** Past attempts; an attempt without a uuid still counts as used. */
  results: optList(z.object({ uuid: optText, start_dt: date })),
});
export type SurveyDetail = z.output<typeof surveyDetailSchema>;

/** One scale pick: the criterion's and the variant's ids, as the server sent them. */
export interface ScalePick {
  criteria: ScaleItem['id'];
  variant: ScaleItem['id'];
}

/** What one question's answer is, by its answer type (spec 2 §3 Survey result payload). */
export type SurveyAnswerValue = string | string[] | ScalePick[];

/** The survey result sent back; times are epoch milliseconds. */
export interface SurveyResultPayload {
  start_dt: number;
  end_dt: number;
  survey_uuid: string;
  /** The detail's assignment id, as the server typed it. */
  assignment_id: ServerId;
  /** `uuid` is the question element's uuid. */
  answers: Array<{ uuid: string; answer: SurveyAnswerValue }>;
}
