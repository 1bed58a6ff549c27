import { QuestionRunner } from '@/components/question/question-runner';
import type { QuestionStep as QuestionStepData } from '@/lib/api/schemas/flows';
import { detectPlatform } from '@/lib/bridge/platform';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';

import type { StepViewProps } from '../step-contract';
import { preshiftFailed } from '../stepper-slice';

/** A question step: the question engine, its wrong answers counted as preshift failures, its outcome recorded. */
export function QuestionStep({
  step,
  record,
  actions,
  leave,
  devMode,
}: StepViewProps<QuestionStepData>) {
  const dispatch = useAppDispatch();
  const confirmAnswer =
    (useAppSelector(selectSettings)?.confirm_answer ?? false) && detectPlatform() === 'electron';
  return (
    <QuestionRunner
      question={step.question}
      answers={step.answers}
      mandatory={step.params.mandatory_answer}
      devMode={devMode}
      confirmAnswer={confirmAnswer}
      onTimeExpired={leave}
      onWrongAnswer={() => dispatch(preshiftFailed())}
      onOutcome={(outcome) => void record(outcome)}
      renderActions={(seconds) => actions({ seconds })}
    />
  );
}
