import { log } from '@/lib/log';
import { startOutbox } from '@/lib/outbox/outbox';
import type { RootState } from '@/lib/state/root-reducer';

import { keepEducation } from './education-write';
import { clearRunFiles, clearStepFilesExcept } from './step-files';
import { selectRun } from './stepper-slice';

interface RunStore {
  getState: () => RootState;
  subscribe: (listener: () => void) => () => void;
}

const kept = (error: unknown) => log.warn('step files could not be cleared', error);

/** The keep of a run cut short while sending (see keepRunCutShort); the files wait for it. */
let cutShort: Promise<void> = Promise.resolve();

/**
 * Keeps the results of a run that was sending when the page went (a power cut, a crash, a reload):
 * the restarted kiosk opens on its start screen, which ends the session and the run with it, so the
 * boot hands them to the outbox before the first render. The run is the restored state's, read
 * now: a logout after this call does not take it away.
 */
export function keepRunCutShort(state: RootState): Promise<void> {
  const run = selectRun(state);
  if (run?.status !== 'sending') return Promise.resolve();
  cutShort = keepEducation(run, state.session.token).then(
    (added) => log.info(`the results of a run cut short while sending: ${added}`),
    (error: unknown) => log.error('the results of a run cut short could not be kept', error),
  );
  return cutShort;
}

/**
 * Starts the outbox that delivers the results, and drops the photos and signatures of a run once
 * the run is gone (finished, abandoned, or cleared by logout): what is still to be sent is in the
 * outbox by then. At start it also drops the files of runs that ended while the app was closed,
 * once a run cut short while sending is kept (keepRunCutShort).
 */
export function startResultsOutbox(store: RunStore): () => void {
  void startOutbox();
  let current = selectRun(store.getState())?.id ?? null;
  void cutShort.then(() => clearStepFilesExcept(current)).catch(kept);
  return store.subscribe(() => {
    const next = selectRun(store.getState())?.id ?? null;
    if (next === current) return;
    const ended = current;
    current = next;
    if (ended) clearRunFiles(ended).catch(kept);
  });
}
