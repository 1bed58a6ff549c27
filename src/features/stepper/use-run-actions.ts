import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import type { FlowFile, FlowHistoryStep } from '@/lib/api/schemas/flow-history';
import { useAppDispatch } from '@/lib/state/hooks';

import type { StepAction } from './components/action-buttons';
import { elapsedSeconds, stamp } from './flow-history';
import { currentStep, positionOf, type StepperRun } from './run-model';
import { educationBucket, saveStepFile } from './step-files';
import { educationCompleted, stepAdvanced, stepRecorded } from './stepper-slice';

/** What a step may do to the run: record its history, move on, or leave the flow. */
export function useRunActions(run: StepperRun) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const record = useCallback(
    async (fields: object, file?: FlowFile) => {
      const step = currentStep(run);
      if (!step || step.name === 'results' || run.recorded) return;
      if (file) await saveStepFile(educationBucket(run.id, run.educationIndex), file);
      const now = Date.now();
      dispatch(
        stepRecorded({
          uuid: step.uuid,
          name: step.name,
          start_date_time: stamp(run.stepStartedAt),
          elapsed_time: elapsedSeconds(run.stepStartedAt, now),
          ...fields,
        } as FlowHistoryStep),
      );
    },
    [dispatch, run],
  );

  /** Next moves within the education; at its last step the education is completed and sent. */
  const act = useCallback(
    (action: StepAction) => {
      const position = positionOf(run);
      const now = Date.now();
      if (position === 'middle') dispatch(stepAdvanced({ now }));
      else
        dispatch(
          educationCompleted({
            now,
            finish: position === 'lastOfEducation' ? null : action === 'exit' ? 'exit' : 'done',
          }),
        );
    },
    [dispatch, run],
  );

  const leave = useCallback(() => navigate('/'), [navigate]);
  return { record, act, leave };
}
