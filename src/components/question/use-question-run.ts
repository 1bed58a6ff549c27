import { startTransition, useState } from 'react';

import type { Answer } from '@/lib/api/schemas/questions';

import type { QuestionRunnerProps } from './question-contract';
import {
  buildOutcome,
  isRightSelection,
  partQuote,
  questionParts,
  randomShuffle,
  reshuffle,
  visualAnswer,
  type QuestionPart,
  type Story,
} from './question-logic';

/** Where a run is: prolog → (ask → result)… per part → epilog. */
export type RunStage =
  | { kind: 'prolog'; story: Story }
  | { kind: 'ask'; part: number; attempt: number; order: Answer[]; reshuffled: boolean }
  | {
      kind: 'result';
      part: number;
      /** Counts the asks of this part (Try again adds one). */
      attempt: number;
      order: Answer[];
      chosen: Answer[];
      right: boolean;
      /** Right, or wrong on a mandatory step: the part counts and cannot be retried. */
      settled: boolean;
      /** The result's content has finished (the wrong-answer animation's timer callback). */
      ready: boolean;
    }
  | { kind: 'epilog'; story: Story; ended: boolean };

interface RunState {
  stage: RunStage;
  errors: number;
  /** The settled choice of every part so far. */
  chosen: Answer[][];
}

type RunProps = Pick<
  QuestionRunnerProps,
  'question' | 'answers' | 'mandatory' | 'onWrongAnswer' | 'onAnswer' | 'onOutcome' | 'shuffle'
>;

/** The state machine of one question or chain; onOutcome is called once, when the last part settles. */
export function useQuestionRun(props: RunProps) {
  const { question, answers, mandatory, onWrongAnswer, onAnswer, onOutcome } = props;
  const shuffle = props.shuffle ?? randomShuffle;
  const [parts] = useState<QuestionPart[]>(() => questionParts(question, answers));
  const ask = (part: number): RunStage => ({
    kind: 'ask',
    part,
    attempt: 0,
    order: shuffle(parts[part]?.answers ?? []),
    reshuffled: false,
  });
  const [state, setState] = useState<RunState>(() => ({
    stage: question.prolog ? { kind: 'prolog', story: question.prolog } : ask(0),
    errors: 0,
    chosen: [],
  }));
  const { stage } = state;
  const last = parts.length - 1;
  // Moving between screens (Try again, Next question, the epilog) renders the next one after the tap has painted.
  const update = (kind: RunStage['kind'], next: (current: RunState) => RunState) =>
    startTransition(() =>
      setState((current) => (current.stage.kind === kind ? next(current) : current)),
    );

  const answer = (chosen: Answer[]) => {
    if (stage.kind !== 'ask') return;
    const part = parts[stage.part];
    if (!part) return;
    const right = isRightSelection(part.answers, chosen);
    const settled = right || mandatory;
    if (!right) onWrongAnswer?.();
    const errors = state.errors + (settled && !right ? 1 : 0);
    onAnswer?.({
      question: { ...part.question, quote_from_document: partQuote(part, question) },
      answers: part.answers,
      answer_ids: chosen.map((item) => item.id),
      error_count: errors,
    });
    const kept = settled ? [...state.chosen, chosen] : state.chosen;
    if (settled && stage.part === last) onOutcome(buildOutcome(question, parts, kept, errors));
    const ready = right || !visualAnswer(chosen);
    const { attempt, order } = stage;
    const result = { kind: 'result', part: stage.part, attempt, order, chosen } as const;
    // The tap paints first; the result screen (videos, the body figure) renders after it. The
    // question screen takes one answer only, so it cannot answer again meanwhile.
    startTransition(() =>
      setState({ stage: { ...result, right, settled, ready }, errors, chosen: kept }),
    );
  };

  const retry = () => {
    if (stage.kind !== 'result') return;
    const order = reshuffle(shuffle, stage.order);
    const attempt = stage.attempt + 1;
    const again = { kind: 'ask', part: stage.part, attempt, order, reshuffled: true } as const;
    update('result', (current) => ({ ...current, stage: again }));
  };

  const next = () => {
    if (stage.kind !== 'result') return;
    const following: RunStage | null =
      stage.part < last
        ? ask(stage.part + 1)
        : question.epilog && { kind: 'epilog', story: question.epilog, ended: false };
    if (following) update('result', (current) => ({ ...current, stage: following }));
  };

  const resultReady = () =>
    setState((current) =>
      current.stage.kind === 'result'
        ? { ...current, stage: { ...current.stage, ready: true } }
        : current,
    );

  const prologDone = () => {
    const first = ask(0);
    update('prolog', (current) => ({ ...current, stage: first }));
  };

  const epilogEnded = () =>
    setState((current) =>
      current.stage.kind === 'epilog'
        ? { ...current, stage: { ...current.stage, ended: true } }
        : current,
    );

  return { stage, parts, last, answer, retry, next, resultReady, prologDone, epilogEnded };
}
