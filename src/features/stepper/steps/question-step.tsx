import type { GivenAnswer } from '@/components/question/question-contract';
import { QuestionRunner } from '@/components/question/question-runner';
import type { QuestionStep as QuestionStepData } from '@/lib/api/schemas/flows';
import { detectPlatform } from '@/lib/bridge/platform';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { answerGiven } from '@/lib/state/last-answer-slice';

import { stamp } from '../flow-history';
import type { StepViewProps } from '../step-contract';
import { preshiftFailed, selectRun } from '../stepper-slice';

/**
 * A question step: the question engine, its wrong answers counted as preshift failures, every
 * answer kept as the last answer (for the full-screen result routes), its outcome recorded.
 */
export function QuestionStep({
  step,
  record,
  actions,
  leave,
  devMode,
}: StepViewProps<QuestionStepData>) {
  const dispatch = useAppDispatch();
  const cameFrom = useAppSelector(selectRun)?.cameFrom ?? null;
  const confirmAnswer =
    (useAppSelector(selectSettings)?.confirm_answer ?? false) && detectPlatform() === 'electron';
  const keep = (given: GivenAnswer) =>
    dispatch(answerGiven({ ...given, event_dt: stamp(Date.now()), came_from: cameFrom }));
  return (
    <QuestionRunner
      question={step.question}
      answers={step.answers}
      mandatory={step.params.mandatory_answer}
      devMode={devMode}
      confirmAnswer={confirmAnswer}
      onTimeExpired={leave}
      onWrongAnswer={() => dispatch(preshiftFailed())}
      onAnswer={keep}
      onOutcome={(outcome) => void record(outcome)}
      renderActions={(seconds) => actions({ seconds })}
    />
  );
}
