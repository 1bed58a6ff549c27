import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { useErrorExit } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { pageUnloading } from '@/lib/page-lifecycle';
import { yieldToMain } from '@/lib/yield-to-main';
import { outcomeNote } from '@/lib/outbox/outbox-types';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectToken } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

import { deliverEducation } from './education-write';
import { currentEducation, hasQuestions, type StepperRun } from './run-model';
import { nextEducationStarted, runCleared } from './stepper-slice';

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
      log.error('sending the flow history failed', reason);
      dispatch(
        toastShown({
          kind: 'error',
          messageKey: hasQuestions(currentEducation(run)?.steps ?? [])
            ? 'stepper:errors.sendQuestions'
            : 'stepper:errors.sendTraining',
          noteKey: typeof reason === 'string' ? outcomeNote(reason) : undefined,
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
