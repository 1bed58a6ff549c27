import { flowSaveRequest } from '@/lib/api/flow-save-request';
import type { FlowHistoryStep } from '@/lib/api/schemas/flow-history';
import { log } from '@/lib/log';
import { deliverWrite, enqueueWrite, type OutboxWrite } from '@/lib/outbox/outbox';
import type { AddResult, AttemptOutcome } from '@/lib/outbox/outbox-types';

import type { StepperRun } from './run-model';
import { clearStepFiles, educationBucket, loadStepFiles } from './step-files';

/** The form fields of the files a history names (photos' file_name, signatures' file), without extensions. */
export function historyFileFields(steps: FlowHistoryStep[]): string[] {
  return steps.flatMap((step) => {
    const name = 'file_name' in step ? step.file_name : 'file' in step ? step.file : null;
    return name ? [name.replace(/\.[^.]+$/, '')] : [];
  });
}

/** The outbox write of a run's current education: its history and files, under the run's outbox id. */
async function educationWrite(run: StepperRun, token: string | null): Promise<OutboxWrite> {
  const bucket = educationBucket(run.id, run.educationIndex);
  const files = await loadStepFiles(bucket, historyFileFields(run.history.steps));
  return {
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
}

const keep = (run: StepperRun) => () =>
  clearStepFiles(educationBucket(run.id, run.educationIndex)).catch((error: unknown) =>
    log.warn('step files kept', error),
  );

/**
 * Puts an education's results (history and files in one write) in the outbox, then frees the run's
 * copy of the files and awaits the first attempt.
 */
export async function deliverEducation(
  run: StepperRun,
  token: string | null,
): Promise<AttemptOutcome> {
  return deliverWrite(await educationWrite(run, token), keep(run));
}

/**
 * Keeps the results of a run that was sending when the page went (a power cut, a crash): the app
 * starts on its start screen, where no screen would send them, and a logout would clear the run. The
 * outbox then sends them; the flow's screen, if it opens, finds them kept (the same outbox id).
 */
export async function keepEducation(run: StepperRun, token: string | null): Promise<AddResult> {
  const added = await enqueueWrite(await educationWrite(run, token));
  if (added !== 'volatile') await keep(run)();
  return added;
}
