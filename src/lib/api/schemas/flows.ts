import * as z from 'zod/mini';

import { flag, mapped, oneOrMany, optList, optText, orNull, params, text, uuid } from './common';
import { checkAnswers, questionFields } from './questions';
import type { QuestionStepName, StepName } from './step-names';

const noParams = {
  is_async: false,
  can_skip: false,
  mandatory_answer: false,
  is_required: false,
  view_type: 'other' as const,
};

/** Step params; a presentation document is shown page by page. */
const stepParamsSchema = mapped(
  orNull(
    z.object({
      is_async: flag,
      can_skip: flag,
      mandatory_answer: flag,
      is_required: flag,
      view_type: z.catch(z.enum(['presentation', 'other']), 'other'),
    }),
  ),
  (value) => value ?? noParams,
);

const stepBase = {
  uuid,
  title: text,
  // Training steps carry can_skip beside params; either one allows Skip.
  can_skip: flag,
  params: stepParamsSchema,
};

/** The material of a document or video step; a missing url is reported by the step and skipped. */
const materialSchema = mapped(
  orNull(z.object({ url: optText, file_type: optText })),
  (value) => value ?? { url: null, file_type: null },
);

const plainStep = <N extends StepName>(name: N) => z.object({ ...stepBase, name: z.literal(name) });
const questionStep = <N extends StepName>(name: N) =>
  z.object({ ...stepBase, name: z.literal(name), ...questionFields });
const materialStep = <N extends StepName>(name: N) =>
  z.object({ ...stepBase, name: z.literal(name), data: materialSchema });

/** One step of a flow, by kind. */
export const stepSchema = mapped(
  z
    .discriminatedUnion('name', [
      plainStep('breathalyze'),
      plainStep('frontCamera'),
      plainStep('overviewCamera'),
      plainStep('signature'),
      questionStep('question'),
      questionStep('extra_education_question'),
      materialStep('document'),
      materialStep('video'),
    ])
    .check(
      z.superRefine((step, context) => {
        if (step.name === 'question' || step.name === 'extra_education_question')
          checkAnswers(step, context);
      }),
    ),
  (step) => ({ ...step, can_skip: step.can_skip || step.params.can_skip }),
);
export type FlowStep = z.output<typeof stepSchema>;
export type QuestionStep = Extract<FlowStep, { name: QuestionStepName }>;
export type MaterialStep = Extract<FlowStep, { name: 'document' | 'video' }>;

const flowFields = { uuid, type: text, name: text, title: text, params };

/** An education (flow) with its ordered steps; steps sent as a keyed object keep their key order. */
export const flowSchema = z.object({ ...flowFields, steps: optList(stepSchema) });
export type Flow = z.output<typeof flowSchema>;

/** flows/{id} answers one flow or an array of flows; screens always get the array. */
export const flowsSchema = oneOrMany(flowSchema);

/**
 * The same answer with each flow's steps still raw, for reading them a slice at a time
 * (`readEntries(stepSchema, flow.steps, { keep: 'all' })`): a flow may hold hundreds of questions.
 */
export const flowEntriesSchema = oneOrMany(
  z.object({ ...flowFields, steps: optList(z.unknown()) }),
);
