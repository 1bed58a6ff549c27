import * as z from 'zod/mini';

import {
  flag,
  id,
  list,
  mapped,
  nonEmpty,
  num,
  optId,
  optList,
  optObject,
  optText,
  orNull,
  text,
} from './common';

/** A risk factor or harmful factor: only its title is shown. */
const factorSchema = z.object({ title: text });

/** One clickable area of an interactive photo (HTML image-map shape and coords). */
const mapAreaSchema = z.object({
  shape: z.enum(['rect', 'circle', 'poly']),
  coords: z.string().check(z.minLength(1)),
});

/** The image map of an interactive-photo answer. */
export const answerMapSchema = z.object({
  name: text,
  width: num,
  height: num,
  areas: list(mapAreaSchema),
});

/** How a dangerous situation develops after this wrong answer. */
const visualisationSchema = z.object({
  file: optText,
  title: text,
  body_part: optText,
  factor_risk: optList(factorSchema),
  parametr: text,
});

/** The injury a wrong answer leads to; its body parts are highlighted on the body figure. */
const injurySchema = z.object({
  file: optText,
  title: text,
  body_parts: optList(z.object({ name: z.string().check(z.minLength(1)) })),
});

/** One answer option of a question (spec 1 §3 Answer, spec 2 §3 Demo question). */
export const answerSchema = z.object({
  id,
  uuid: optText,
  text,
  sort: z.catch(num, 0),
  is_right: flag,
  question_id: optId,
  comment: optText,
  file: optText,
  params: mapped(
    orNull(z.object({ map: optObject(answerMapSchema) })),
    (value) => value ?? { map: null },
  ),
  factor_risk: optList(factorSchema),
  visual_uuid: optText,
  visualisation: optObject(visualisationSchema),
  injurie: optObject(injurySchema),
});
export type Answer = z.output<typeof answerSchema>;

/** A prolog or epilog: a video and a text shown around the question. */
const storySchema = optObject(z.object({ file: optText, text }));

const questionBase = {
  id,
  // Kept as typed: it goes back as the history's question_uuid.
  uuid: optId,
  text,
  quote_from_document: optText,
  prolog: storySchema,
  epilog: storySchema,
};

const media = nonEmpty();

/** Question kinds that show their own material and are answered directly. */
const singleQuestionKinds = [
  z.object({ ...questionBase, type: z.literal('photo'), file: media }),
  z.object({ ...questionBase, type: z.literal('video'), file: media }),
  z.object({ ...questionBase, type: z.literal('interactive_photo'), file: media }),
  // A collage shows the answers' own images.
  z.object({ ...questionBase, type: z.literal('collage'), file: optText }),
] as const;
const singleQuestionSchema = z.discriminatedUnion('type', singleQuestionKinds);

type Checked = { question: { type: string }; answers: Array<{ params: { map: unknown } }> };

/** Rejects a question kind that cannot be shown with the answers it came with. */
export function checkAnswers(value: Checked, context: z.core.$RefinementCtx): void {
  if (value.question.type !== 'combine-video' && value.answers.length === 0) {
    context.addIssue({ code: 'custom', message: 'a question needs answers', path: ['answers'] });
  }
  if (
    value.question.type === 'interactive_photo' &&
    value.answers.some((answer) => !answer.params.map)
  ) {
    context.addIssue({
      code: 'custom',
      message: 'an interactive photo needs an image map',
      path: ['answers'],
    });
  }
}

const answers = optList(answerSchema);

/** A child question of a combine-video chain. */
export const childQuestionSchema = z
  .object({ question: singleQuestionSchema, answers })
  .check(z.superRefine(checkAnswers));

/** Every question kind (spec 1 §3 Question). */
export const questionSchema = z.discriminatedUnion('type', [
  ...singleQuestionKinds,
  z.object({
    ...questionBase,
    type: z.literal('combine-video'),
    file: optText,
    child_questions: list(childQuestionSchema, 1),
  }),
]);
export type Question = z.output<typeof questionSchema>;
export type QuestionType = Question['type'];

/** The fields a question step and the demo question call carry. */
export const questionFields = { question: questionSchema, answers };

/** A question and its answers (the demo question call). */
export const questionWithAnswersSchema = z
  .object(questionFields)
  .check(z.superRefine(checkAnswers));
export type QuestionWithAnswers = z.output<typeof questionWithAnswersSchema>;
