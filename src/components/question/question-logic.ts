import type { ServerId } from '@/lib/api/schemas/common';
import type { Answer, Question } from '@/lib/api/schemas/questions';

import type { QuestionLayout, QuestionOutcome, Shuffle } from './question-contract';
import {
  QUOTE_LIMIT_FULL,
  QUOTE_LIMIT_STEP,
  RESULT_EXIT_TIMER_S,
  RESULT_EXIT_TIMER_WITH_QUOTE_S,
} from './question-timings';

/** A question that is answered directly (every kind but combine-video). */
export type SingleQuestion = Exclude<Question, { type: 'combine-video' }>;

/** One question of a run with its answers: the question itself, or a child of a combine-video chain. */
export interface QuestionPart {
  question: SingleQuestion;
  answers: Answer[];
}

/** A prolog or epilog: a video and a text shown around the question. */
export type Story = NonNullable<Question['prolog']>;

/** The image map of an interactive-photo answer, and one of its areas. */
export type ImageMap = NonNullable<Answer['params']['map']>;
export type MapArea = ImageMap['areas'][number];

/** Fisher–Yates shuffle on a copy. */
export const randomShuffle: Shuffle = <T>(items: readonly T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
};

const sameOrder = (a: readonly Answer[], b: readonly Answer[]) =>
  a.length === b.length && a.every((answer, index) => answer.id === b[index]?.id);

/** A new order for Try again: shuffles the current one, retrying a few times so it really changes. */
export function reshuffle(shuffle: Shuffle, current: readonly Answer[]): Answer[] {
  let next = shuffle(current);
  for (let tries = 0; tries < 10 && current.length > 1 && sameOrder(next, current); tries += 1) {
    next = shuffle(current);
  }
  return next;
}

/** The questions a run asks: the children of a combine-video chain, or the question itself. */
export function questionParts(question: Question, answers: Answer[]): QuestionPart[] {
  return question.type === 'combine-video' ? question.child_questions : [{ question, answers }];
}

/** The right answers, in the order given. */
export const rightAnswers = (answers: readonly Answer[]) => answers.filter((a) => a.is_right);

/** Multi-answer mode: more than one answer is right. */
export const isMultiAnswer = (answers: readonly Answer[]) => rightAnswers(answers).length > 1;

/** Right only when every right answer and nothing else is chosen. */
export function isRightSelection(answers: readonly Answer[], chosen: readonly Answer[]): boolean {
  const right = new Set(rightAnswers(answers).map((answer) => answer.id));
  const picked = new Set(chosen.map((answer) => answer.id));
  return picked.size === right.size && [...picked].every((id) => right.has(id));
}

/** The first chosen wrong answer with visualisation data: it drives the visual wrong-answer screens. */
export const visualAnswer = (chosen: readonly Answer[]): Answer | null =>
  chosen.find((answer) => !answer.is_right && answer.visualisation) ?? null;

/** Wrong answers whose injury has a video: the right-answer visual screen plays them. */
export const injuryVideos = (answers: readonly Answer[]) =>
  answers.flatMap((answer) =>
    !answer.is_right && answer.injurie?.file
      ? [{ id: answer.id, file: answer.injurie.file, title: answer.injurie.title }]
      : [],
  );

/** The rule a part quotes: its own, or the chain's. */
export const partQuote = (part: QuestionPart, question: Question): string | null =>
  part.question.quote_from_document ?? question.quote_from_document;

/** The result buttons' exit timer: 20 s when a document is quoted, else 10 s. */
export const resultExitSeconds = (quote: string | null): number =>
  quote ? RESULT_EXIT_TIMER_WITH_QUOTE_S : RESULT_EXIT_TIMER_S;

/** The quote length limit of a layout. */
export const quoteLimit = (layout: QuestionLayout) =>
  layout === 'full' ? QUOTE_LIMIT_FULL : QUOTE_LIMIT_STEP;

/** Scales image-map coords from the map's size to the displayed size (x by sx, y and radius by sy/sx). */
export function scaleCoords({ shape, coords }: MapArea, sx: number, sy: number): string {
  const numbers = coords.split(',').map((value) => Number(value.trim()));
  const scaled = numbers.map((value, index) => {
    if (shape === 'circle' && index === 2) return value * Math.min(sx, sy);
    return value * (index % 2 === 0 ? sx : sy);
  });
  return scaled.map((value) => Math.round(value)).join(',');
}

/**
 * What names a question in the history: its uuid when the server sent one, else its id (spec 1 §3),
 * either one in the JSON type it came in.
 */
export const questionKey = (question: Pick<Question, 'id' | 'uuid'>): ServerId =>
  question.uuid ?? question.id;

/** The history fields of a settled run: one id for a single choice, a list for multi-select or a chain. */
export function buildOutcome(
  question: Question,
  parts: readonly QuestionPart[],
  chosen: readonly Answer[][],
  errorCount: number,
): QuestionOutcome {
  const all = chosen.flat();
  const list =
    question.type === 'combine-video' || parts.some((part) => isMultiAnswer(part.answers));
  return {
    question_uuid: questionKey(question),
    answer_id: list ? all.map((answer) => answer.id) : (all[0]?.id ?? ''),
    error_count: errorCount,
    selected_answer_text: all.map((answer) => answer.text).join(', '),
    question_text: question.text,
  };
}
