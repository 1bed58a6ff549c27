import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { newRun } from '@/features/stepper/new-run';
import { startResultsOutbox } from '@/features/stepper/results-outbox';
import {
  educationBucket,
  forgetStepFilesStore,
  loadStepFiles,
  saveStepFile,
} from '@/features/stepper/step-files';
import { browserEducations, twoEducations } from '@/features/stepper/testing/flows';
import { readOutbox, resetOutbox } from '@/lib/outbox/outbox';
import { installIndexedDbKeepingBlobs } from '@/lib/outbox/testing/keep-blobs';
import { loggedOut } from '@/lib/state/session-slice';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';

import { createAppStore } from './store';
import { CUT_SHORT_WAIT_MS, keepRunCutShortFirst } from './wire-api';

installIndexedDbKeepingBlobs();
// The step files' store opens this file's IndexedDB (another file may have opened its own); the
// server is down, so what the outbox keeps stays there to be looked at.
beforeEach(async () => {
  forgetStepFilesStore();
  await resetOutbox();
  setupMockApi().answer('POST', 'flows/edu-a', { status: 503, body: { message: 'maintenance' } });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await resetOutbox();
});

const employee = testEmployee({ uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a' });
const signature = {
  field: 'signature_1',
  blob: new Blob(['png'], { type: 'image/png' }),
  fileName: 'signature_1.png',
};

/** The state a kiosk restores after a power cut in the middle of sending a signed education. */
function cutShortState(outboxId: string) {
  const started = newRun(
    { source: 'preshift', cameFrom: '/cabinet' },
    'two',
    employee.uuid,
    browserEducations(twoEducations),
    Date.now(),
  );
  const step = { uuid: 'sig', name: 'signature', file: 'signature_1.png' } as const;
  const history = {
    ...started.history,
    steps: [{ ...step, start_date_time: started.history.start_dt, elapsed_time: 4 }],
  };
  const run = {
    ...started,
    history,
    status: 'sending' as const,
    finish: 'done' as const,
    outboxId,
  };
  return {
    run,
    state: { ...initialisedState({ user: employee }), stepper: { run, questionCounts: {} } },
  };
}

describe('a run cut short while sending (a power cut; the kiosk restarts on its start screen)', () => {
  it('is in the outbox with its files before the first render, although the start screen ends the session at once', async () => {
    const { run, state } = cutShortState('cut-short');
    await saveStepFile(educationBucket(run.id, 0), signature);
    const { store } = createAppStore({ persist: false, preloadedState: state });

    const kept = keepRunCutShortFirst(store);
    // The start screen's arrival ends the session, and the run with it.
    store.dispatch(loggedOut());
    expect(store.getState().stepper?.run).toBeNull();
    await kept;

    const { pending } = await readOutbox();
    expect(pending.map((item) => [item.id, item.employee, item.request.path])).toEqual([
      ['cut-short', employee.uuid, 'flows/edu-a'],
    ]);
    const body = pending[0]!.request.body;
    expect(body.kind === 'form' && Object.keys(body.fields)).toEqual(
      expect.arrayContaining(['history', 'signature_1']),
    );
    // The results outbox, started after the first render, drops the run's copy of the files.
    const stop = startResultsOutbox(store);
    await expect.poll(() => loadStepFiles(educationBucket(run.id, 0), ['signature_1'])).toEqual([]);
    stop();
  });

  it('a store that will not answer keeps the kiosk from opening for 3 s at most', async () => {
    const { state } = cutShortState('hung');
    const { store } = createAppStore({ persist: false, preloadedState: state });
    // A profile whose IndexedDB never answers: the request neither succeeds nor fails (the run's
    // files are read first, so the outbox itself is never reached).
    vi.spyOn(indexedDB, 'open').mockImplementation(() => ({}) as IDBOpenDBRequest);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let opened = false;
    const kept = keepRunCutShortFirst(store).then(() => {
      opened = true;
    });
    await vi.advanceTimersByTimeAsync(CUT_SHORT_WAIT_MS - 1);
    expect(opened).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await kept;
    expect(opened).toBe(true);
  });

  it('nothing to keep: no run, or a run still on its steps', async () => {
    const { run, state } = cutShortState('running');
    const running = {
      ...state,
      stepper: { run: { ...run, status: 'running' as const }, questionCounts: {} },
    };
    await keepRunCutShortFirst(createAppStore({ persist: false, preloadedState: running }).store);
    await keepRunCutShortFirst(
      createAppStore({ persist: false, preloadedState: initialisedState() }).store,
    );
    expect((await readOutbox()).pending).toEqual([]);
  });
});
