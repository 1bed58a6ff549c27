import * as z from 'zod/mini';

import { count, date, flag, list, optList, optNum, optObject, optText, text, uuid } from './common';

/** The flow summary a training row carries; the full flow is loaded when the row is opened. */
const flowSummarySchema = z.object({
  uuid,
  type: text,
  title: text,
  steps: optList(z.object({ type: text, title: text, priority: count })),
});

/** The appointment behind a training row; only enabled rows can be opened. */
const appointmentSchema = z.object({
  uuid,
  // Targeted-training status codes (4 passed, 7 cancelled, 3 started, 6 and 8 failed, 1 assigned).
  status: optNum,
  status_title: text,
  enable: flag,
  date_delay: date,
  start_dt: date,
  passage_dt: date,
  attempts_used: count,
});

/** One extra-education or targeted-training row (spec 2 §3 Training appointment row). */
export const trainingRowSchema = z.object({
  title: text,
  // A row without a flow shows the no-questions warning.
  flow: optObject(flowSummarySchema),
  number_of_attempts: count,
  threshold_of_passage: count,
  appointment: appointmentSchema,
  type_action: optText,
  priority: count,
  allow_partial_training_before_pre_shift_training: flag,
});
export type TrainingRow = z.output<typeof trainingRowSchema>;

export const trainingListSchema = list(trainingRowSchema);
