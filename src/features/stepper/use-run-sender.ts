import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { saveFlow } from '@/lib/api/endpoints/flows';
import type { FlowHistoryStep } from '@/lib/api/schemas/flow-history';
import { useErrorExit } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { useAppDispatch } from '@/lib/state/hooks';
import { toastShown } from '@/lib/state/toast-slice';

import { currentEducation, hasQuestions, type StepperRun } from './run-model';
import { clearStepFiles, educationBucket, loadStepFiles } from './step-files';
import { nextEducationStarted, runCleared } from './stepper-slice';

/** The form fields of the files a history names (photos' file_name, signatures' file), without extensions. */
export function historyFileFields(steps: FlowHistoryStep[]): string[] {
  return steps.flatMap((step) => {
    const name = 'file_name' in step ? step.file_name : 'file' in step ? step.file : null;
    return name ? [name.replace(/\.[^.]+$/, '')] : [];
  });
}

/**
 * Sends a completed education (spec 1 §4 Flow completion): the history with its files; then the
 * next education, or the end of the run. A failed send keeps the run, so it is sent again later.
 */
export function useRunSender(run: StepperRun) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorExit = useErrorExit();
  const sending = useRef<string | null>(null);
  const sendKey = `${run.id}#${run.educationIndex}`;

  useEffect(() => {
    if (run.status !== 'sending' || sending.current === sendKey) return;
    sending.current = sendKey;
    const bucket = educationBucket(run.id, run.educationIndex);
    const send = async () => {
      const files = await loadStepFiles(bucket, historyFileFields(run.history.steps));
      await saveFlow({
        flowId: run.history.flow,
        history: run.history,
        files,
        appointment: run.appointment ?? undefined,
      });
    };
    send().then(
      async () => {
        dispatch(toastShown({ kind: 'success', messageKey: 'stepper:success.resultsSent' }));
        await clearStepFiles(bucket);
        if (run.educationIndex < run.educations.length - 1) {
          dispatch(nextEducationStarted({ now: Date.now() }));
          return;
        }
        dispatch(runCleared());
        navigate(run.finish === 'exit' ? '/' : run.cameFrom, { replace: true });
      },
      (error: unknown) => {
        log.error('sending the flow history failed', error);
        sending.current = null;
        dispatch(
          toastShown({
            kind: 'error',
            messageKey: hasQuestions(currentEducation(run)?.steps ?? [])
              ? 'stepper:errors.sendQuestions'
              : 'stepper:errors.sendTraining',
          }),
        );
        navigate(errorExit, { replace: true });
      },
    );
  }, [dispatch, errorExit, navigate, run, sendKey]);
}
