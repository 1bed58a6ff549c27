import { demoQuestionSchema } from '@/lib/api/schemas/demo';
import type { QuestionWithAnswers } from '@/lib/api/schemas/questions';

import {
  entries,
  hasText,
  isRecord,
  safeFile,
  unwrapData,
  withSafeFile,
  type Json,
} from './demo-input-common';

/** The texts put in where the address leaves them out (spec 2 §2: default texts are filled in). */
export interface QuestionDefaults {
  questionText: string;
  answerText: (number: number) => string;
}

const VIDEO_FILE = /\.(webm|mp4|m4v|ogv|mov)(\?|#|$)/i;
const validId = (value: unknown) => hasText(value);

function fillAnswer(raw: unknown, index: number, defaults: QuestionDefaults): unknown {
  if (!isRecord(raw)) return raw;
  return {
    ...raw,
    id: validId(raw.id) ? raw.id : `answer-${index + 1}`,
    text: hasText(raw.text) ? raw.text : defaults.answerText(index + 1),
    file: safeFile(raw.file),
    visualisation: withSafeFile(raw.visualisation),
    injurie: withSafeFile(raw.injurie),
  };
}

/** The answers as sent; with none at all, two default options (the first right). */
function fillAnswers(raw: unknown, needed: boolean, defaults: QuestionDefaults): unknown {
  const list = raw === undefined || raw === null ? [] : entries(raw);
  if (!list) return raw;
  if (list.length === 0 && needed) {
    return [
      { id: 'answer-1', text: defaults.answerText(1), is_right: true },
      { id: 'answer-2', text: defaults.answerText(2), is_right: false },
    ];
  }
  return list.map((answer, index) => fillAnswer(answer, index, defaults));
}

/** A question's kind when the address leaves it out: a chain, a video, a photo, else a collage. */
function guessType(question: Json, children: unknown[] | undefined): unknown {
  if (question.type !== undefined) return question.type;
  if (children && children.length > 0) return 'combine-video';
  if (typeof question.file !== 'string') return 'collage';
  return VIDEO_FILE.test(question.file) ? 'video' : 'photo';
}

/** `{question, answers}`, or a bare question carrying its own `answers`. */
const split = (raw: unknown): { question: unknown; answers: unknown } =>
  isRecord(raw) && 'question' in raw
    ? { question: raw.question, answers: raw.answers }
    : { question: raw, answers: isRecord(raw) ? raw.answers : undefined };

function fillPair(raw: unknown, fallbackId: string, defaults: QuestionDefaults): Json {
  const pair = split(raw);
  if (!isRecord(pair.question)) return pair;
  const question = pair.question;
  const children = entries(question.child_questions);
  const type = guessType(question, children);
  return {
    question: {
      ...question,
      id: validId(question.id) ? question.id : fallbackId,
      text: hasText(question.text) ? question.text : defaults.questionText,
      type,
      file: safeFile(question.file),
      prolog: withSafeFile(question.prolog),
      epilog: withSafeFile(question.epilog),
      child_questions: children?.map((child, index) =>
        fillPair(child, `${fallbackId}-${index + 1}`, defaults),
      ),
    },
    answers: fillAnswers(pair.answers, type !== 'combine-video', defaults),
  };
}

/**
 * A demo question from the address JSON (spec 2 §2): the shape of GET questions/{id} (optionally
 * wrapped in `data`) or a bare question with its answers; missing texts and ids are filled in, unsafe
 * media URLs dropped, then the question schema decides. Null when it still cannot be shown.
 */
export function demoQuestionFromJson(
  value: unknown,
  defaults: QuestionDefaults,
): QuestionWithAnswers | null {
  try {
    const parsed = demoQuestionSchema.safeParse(fillPair(unwrapData(value), 'demo', defaults));
    return parsed.success ? parsed.data : null;
  } catch {
    // A pathological input (nesting too deep for the stack) is unreadable, not a crash.
    return null;
  }
}
