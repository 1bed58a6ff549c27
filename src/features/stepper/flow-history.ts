import type {
  EpochStamp,
  FlowHistoryStep,
  QuestionStepRecord,
} from '@/lib/api/schemas/flow-history';
import { isQuestionStepName } from '@/lib/api/schemas/step-names';

/** A time as the server wants it: '@' plus epoch seconds. */
export const stamp = (ms: number): EpochStamp => `@${Math.floor(ms / 1000)}`;

/** Whole seconds between two moments (never negative). */
export const elapsedSeconds = (startMs: number, endMs: number): number =>
  Math.max(0, Math.round((endMs - startMs) / 1000));

/** Form field of a step's file: photos front_{step} / overview_{step}, signatures signature_{step} (step = index in the education). */
export const fileField = (kind: 'front' | 'overview' | 'signature', stepIndex: number) =>
  `${kind}_${stepIndex}`;

const isQuestion = (step: FlowHistoryStep): step is QuestionStepRecord =>
  isQuestionStepName(step.name);

/** One row of the test result table. */
export interface ResultRow {
  number: number;
  question: string;
  answer: string;
  wrong: boolean;
}

export interface TestResult {
  rows: ResultRow[];
  /** round((total - wrong) / total × 100); 0 without questions. */
  percent: number;
  competent: boolean;
}

/** The test result (spec 1 §4): a step is wrong when its error_count is above zero. */
export function testResult(steps: FlowHistoryStep[], threshold: number): TestResult {
  const questions = steps.filter(isQuestion);
  const rows = questions.map((step, index) => ({
    number: index + 1,
    question: step.question_text,
    answer: step.selected_answer_text,
    wrong: step.error_count > 0,
  }));
  const wrong = rows.filter((row) => row.wrong).length;
  const percent = rows.length === 0 ? 0 : Math.round(((rows.length - wrong) / rows.length) * 100);
  return { rows, percent, competent: percent >= threshold };
}
