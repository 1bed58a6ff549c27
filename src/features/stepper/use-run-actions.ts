import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import type { FlowFile, FlowHistoryStep } from '@/lib/api/schemas/flow-history';
import { useAppDispatch, useAppStore } from '@/lib/state/hooks';

import type { StepAction } from './components/action-buttons';
import { elapsedSeconds, stamp } from './flow-history';
import { currentStep, positionOf, stepKey, type StepperRun } from './run-model';
import { educationBucket, saveStepFile } from './step-files';
import { educationCompleted, selectRun, stepAdvanced, stepRecorded } from './stepper-slice';

/**
 * What a step may do to the run: record its history, move on, or leave the flow. Only the run's
 * current step may: a step still on screen after the run moved on (its timer lapsing while the next
 * step renders) changes nothing.
 */
export function useRunActions(run: StepperRun) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const isCurrent = useCallback(() => {
    const now = selectRun(store.getState());
    return !!now && now.status === 'running' && stepKey(now) === stepKey(run);
  }, [run, store]);

  const record = useCallback(
    async (fields: object, file?: FlowFile) => {
      const step = currentStep(run);
      if (!step || step.name === 'results' || run.recorded || !isCurrent()) return;
      if (file) await saveStepFile(educationBucket(run.id, run.educationIndex), file);
      if (!isCurrent()) return;
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
    [dispatch, isCurrent, run],
  );

  /** Next moves within the education; at its last step the education is completed and sent. */
  const act = useCallback(
    (action: StepAction) => {
      if (!isCurrent()) return;
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
    [dispatch, isCurrent, run],
  );

  const leave = useCallback(() => navigate('/'), [navigate]);
  return { record, act, leave };
}
