// The step kinds of a flow, apart from the flow's schemas: the stored run and its history need
// them at start-up, and importing them from ./flows would build every flow and question schema
// there (zod's schemas are built when their module loads: tens of ms on a slow tablet).
import type { QuestionStep } from './flows';

/** Step kinds of a flow (spec 1 §3 Flow). */
export const STEP_NAMES = [
  'breathalyze',
  'frontCamera',
  'question',
  'overviewCamera',
  'extra_education_question',
  'document',
  'video',
  'signature',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

/** The step kinds that ask a question (a question, or an extra-education question). */
export const QUESTION_STEP_NAMES = ['question', 'extra_education_question'] as const;
export type QuestionStepName = (typeof QUESTION_STEP_NAMES)[number];

/** Whether a step (or a history record) is of a question kind: the one place this is decided. */
export const isQuestionStepName = (name: string): name is QuestionStepName =>
  (QUESTION_STEP_NAMES as readonly string[]).includes(name);

/** Whether a step asks a question. */
export const isQuestionStep = (step: { name: string }): step is QuestionStep =>
  isQuestionStepName(step.name);
