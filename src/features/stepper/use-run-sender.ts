import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { flowSaveRequest } from '@/lib/api/flow-save-request';
import type { FlowHistoryStep } from '@/lib/api/schemas/flow-history';
import { useErrorExit } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { pageUnloading } from '@/lib/page-lifecycle';
import { yieldToMain } from '@/lib/yield-to-main';
import { deliverWrite, type OutboxWrite } from '@/lib/outbox/outbox';
import type { AttemptOutcome } from '@/lib/outbox/outbox-types';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectToken } from '@/lib/state/session-slice';
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
 * Puts an education's results (history and files in one write) in the outbox, then frees the run's
 * copy of the files and awaits the first attempt. Without IndexedDB it sends once, directly.
 */
async function deliverEducation(run: StepperRun, token: string | null): Promise<AttemptOutcome> {
  const bucket = educationBucket(run.id, run.educationIndex);
  const files = await loadStepFiles(bucket, historyFileFields(run.history.steps));
  const write: OutboxWrite = {
    id: run.outboxId ?? `${run.id}-${run.educationIndex}`,
    employee: run.employee,
    token,
    request: flowSaveRequest({
      flowId: run.history.flow,
      history: run.history,
      files,
      appointment: run.appointment ?? undefined,
    }),
  };
  return deliverWrite(write, () =>
    clearStepFiles(bucket).catch((error: unknown) => log.warn('step files kept', error)),
  );
}

/** How long a page that began to go but stayed waits before it leaves the flow after all (ms). */
const UNLOAD_GRACE_MS = 3_000;

/**
 * Sends a completed education (spec 1 §4 Flow completion) through the outbox and waits for the
 * first attempt: accepted, the next education or the end of the run; otherwise the spec's error
 * and redirect, while the outbox keeps the results and sends them later (the run is not kept).
 */
export function useRunSender(run: StepperRun) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorExit = useErrorExit();
  const token = useAppSelector(selectToken);
  const sending = useRef<string | null>(null);
  const sendKey = `${run.id}#${run.educationIndex}`;

  useEffect(() => {
    if (run.status !== 'sending' || sending.current === sendKey) return;
    sending.current = sendKey;
    // The run is cleared only once the address has left the flow: a reload in between would
    // otherwise find the flow's address without its run. While the page is already going (a
    // reload under way reloads the flow's address) the run stays, still sending, for the next page
    // to resume under the same key; should the page stay, it leaves a moment later. A reload the
    // browser began before the page heard of it (beforeunload still on its way) may yet reload
    // the flow's address without the run: the runner then leaves to where the flow leads.
    const leave = (to: string) => {
      if (pageUnloading()) {
        setTimeout(() => leave(to), UNLOAD_GRACE_MS);
        return;
      }
      void Promise.resolve(navigate(to, { replace: true })).then(() => dispatch(runCleared()));
    };
    const failed = (reason: unknown) => {
      log.error('sending the flow history failed; the outbox keeps it', reason);
      dispatch(
        toastShown({
          kind: 'error',
          messageKey: hasQuestions(currentEducation(run)?.steps ?? [])
            ? 'stepper:errors.sendQuestions'
            : 'stepper:errors.sendTraining',
        }),
      );
      leave(errorExit);
    };
    // The send starts once the tap that completed the education has had its frame.
    void yieldToMain()
      .then(() => deliverEducation(run, token))
      .then((outcome) => {
        if (outcome !== 'sent') {
          failed(outcome);
          return;
        }
        dispatch(toastShown({ kind: 'success', messageKey: 'stepper:success.resultsSent' }));
        if (run.educationIndex < run.educations.length - 1) {
          dispatch(nextEducationStarted({ now: Date.now() }));
          return;
        }
        leave(run.finish === 'exit' ? '/' : run.cameFrom);
      }, failed);
  }, [dispatch, errorExit, navigate, run, sendKey, token]);
}
