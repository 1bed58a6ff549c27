import type { ReactNode } from 'react';

import type { ServerId } from '@/lib/api/schemas/common';
import type { Answer, Question } from '@/lib/api/schemas/questions';

/** What a settled question reports: the question fields of one flow-history record (spec 1 §3). */
export interface QuestionOutcome {
  /** The question's uuid, else its id, as the server typed it: a chain is named by the chain question. */
  question_uuid: ServerId;
  /** One answer id, as the server typed it; a list for multi-select questions and for combine-video chains. */
  answer_id: ServerId | ServerId[];
  /** Wrong answers counted (only on mandatory steps); a chain sums its children. */
  error_count: number;
  selected_answer_text: string;
  question_text: string;
}

/**
 * One answer as given (spec 1 §3 Preshift state): the question answered (a chain's child question,
 * carrying the chain's quote when it has none of its own), its answers, the chosen ids and the
 * errors counted so far in this run.
 */
export interface GivenAnswer {
  question: Question;
  answers: Answer[];
  answer_ids: ServerId[];
  error_count: number;
}

/** Returns the items in a new order without changing the input; inject a fixed one in tests. */
export type Shuffle = <T>(items: readonly T[]) => T[];

/** Where the wrong-answer screens show: in a step (quote cut at 400) or full screen (1500). */
export type QuestionLayout = 'step' | 'full';

/** How the question engine is driven by its host (the pre-shift stepper, or the demo screens). */
export interface QuestionRunnerProps {
  question: Question;
  answers: Answer[];
  /** Wrong answers count as errors, and Try again is not offered, only when the step has mandatory_answer. */
  mandatory: boolean;
  /** Developer mode: the right answers are highlighted. */
  devMode: boolean;
  /** Desktop shell with the confirm_answer setting: 'Your answer: … Confirm your choice?' before a single answer is taken. */
  confirmAnswer: boolean;
  /** The 60 s answer countdown ran out: the host returns the user to /. */
  onTimeExpired: () => void;
  /** A wrong answer was given (the host dispatches its preshift-fail action). */
  onWrongAnswer?: () => void;
  /** Every answer given, right or wrong (the host keeps the last one for the full-screen result routes). */
  onAnswer?: (given: GivenAnswer) => void;
  /** The question is settled (right, or wrong on a mandatory step): called once per question, once per chain. */
  onOutcome: (outcome: QuestionOutcome) => void;
  /**
   * The host's buttons for the screen after the outcome (Next / Proceed / Done / Finish and exit),
   * with an exit timer of the given length: 10 s, or 20 s when the question quotes a document.
   */
  renderActions: (exitTimerSeconds: number) => ReactNode;
  /** Orders the answers (and reorders them for Try again); a random shuffle by default. */
  shuffle?: Shuffle;
  /** 'full' for the full-screen result screens (demo): the rule quote is cut at 1500, not 400. */
  layout?: QuestionLayout;
}
