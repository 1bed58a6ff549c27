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

/**
 * Starts the outbox that delivers the results, and drops the photos and signatures of a run once
 * the run is gone (finished, abandoned, or cleared by logout): what is still to be sent is in the
 * outbox by then. At start it also drops the files of runs that ended while the app was closed, and
 * keeps the results of a run that was sending when the page went (they reach the outbox before a
 * logout could clear the run).
 */
export function startResultsOutbox(store: RunStore): () => void {
  void startOutbox();
  const run = selectRun(store.getState());
  let current = run?.id ?? null;
  const resumed =
    run?.status === 'sending'
      ? keepEducation(run, store.getState().session.token).then(
          (added) => log.info(`the results of a run cut short while sending: ${added}`),
          (error: unknown) => log.error('the results of a run cut short could not be kept', error),
        )
      : Promise.resolve();
  void resumed.then(() => clearStepFilesExcept(current)).catch(kept);
  return store.subscribe(() => {
    const next = selectRun(store.getState())?.id ?? null;
    if (next === current) return;
    const ended = current;
    current = next;
    if (ended) clearRunFiles(ended).catch(kept);
  });
}
