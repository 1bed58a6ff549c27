import { z } from 'zod';

import { id, optList, text, uuid, wrappedList } from './common';
import { questionWithAnswersSchema } from './questions';

/** A demo task entry; the question itself is loaded by id. */
const demoTaskSchema = z.object({ id, text, type: z.enum(['photo', 'video', 'combine-video']) });

/** A module of demo tasks. */
export const demoModuleSchema = z.object({ uuid, title: text, questions: optList(demoTaskSchema) });
export type DemoModule = z.output<typeof demoModuleSchema>;

/** GET demo answers {modules: [...]}. */
export const demoModuleListSchema = wrappedList('modules', demoModuleSchema);

/** GET questions/{id}: one question with its answers. */
export const demoQuestionSchema = questionWithAnswersSchema;
