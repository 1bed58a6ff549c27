import { log } from '@/lib/log';
import { startOutbox } from '@/lib/outbox/outbox';
import type { RootState } from '@/lib/state/root-reducer';

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
 * outbox by then. At start it also drops the files of runs that ended while the app was closed.
 */
export function startResultsOutbox(store: RunStore): () => void {
  void startOutbox();
  let current = selectRun(store.getState())?.id ?? null;
  clearStepFilesExcept(current).catch(kept);
  return store.subscribe(() => {
    const next = selectRun(store.getState())?.id ?? null;
    if (next === current) return;
    const ended = current;
    current = next;
    if (ended) clearRunFiles(ended).catch(kept);
  });
}
