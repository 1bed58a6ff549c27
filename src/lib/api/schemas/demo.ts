import * as z from 'zod/mini';

import { id, isRecord, lenientList, mapped, preprocess, text, uuid } from './common';
import { questionWithAnswersSchema } from './questions';

/** A demo task entry; the question itself is loaded by id. */
const demoTaskSchema = z.object({ id, text, type: z.enum(['photo', 'video', 'combine-video']) });

/** A module of demo tasks. */
export const demoModuleSchema = z.object({
  uuid,
  title: text,
  // A task of a type the demo cannot run is left out, not the module.
  questions: lenientList(demoTaskSchema),
});
export type DemoModule = z.output<typeof demoModuleSchema>;

/**
 * GET demo answers {modules: [...]} (a bare list or keyed object is read too). A module that
 * cannot be read is left out, not the whole list.
 */
const demoModules = lenientList(demoModuleSchema);
export const demoModuleListSchema = mapped(
  preprocess(
    (value) => (isRecord(value) && 'modules' in value ? value.modules : value),
    z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
  ),
  (entries) => demoModules.parse(entries),
);

/** GET questions/{id}: one question with its answers. */
export const demoQuestionSchema = questionWithAnswersSchema;
