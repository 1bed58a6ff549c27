import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { flowsSchema } from '@/lib/api/schemas/flows';
import { enqueueWrite, resetOutbox } from '@/lib/outbox/outbox';
import { openOutboxStore } from '@/lib/outbox/outbox-db';
import { installIndexedDbKeepingBlobs } from '@/lib/outbox/testing/keep-blobs';
import { loggedIn, loggedOut } from '@/lib/state/session-slice';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { runEducations } from '../flow-request';
import { newRun } from '../new-run';
import { startResultsOutbox } from '../results-outbox';
import { educationBucket, loadStepFiles, saveStepFile } from '../step-files';
import { twoEducations } from '../testing/flows';

import { FlowRunner } from './flow-runner';

installIndexedDbKeepingBlobs();

const first = testEmployee({ uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a', number: '1001' });
const next = testEmployee({ uuid: '0f0b0056-1a84-4dfe-b432-e2f362832143', number: '1007' });
const request = { source: 'preshift', flowId: 'two', cameFrom: '/cabinet' } as const;
const signature = {
  field: 'signature_1',
  blob: new Blob(['png'], { type: 'image/png' }),
  fileName: 'signature_1.png',
};

afterEach(resetOutbox);

describe('logout ends the employee’s run', () => {
  it('clears the run and its files (the question counts stay); the outbox keeps what waits; the next employee starts afresh', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/two', { status: 200, body: { data: twoEducations } });
    api.answer('POST', 'flows/edu-a', { status: 503, body: { message: 'maintenance' } });
    const { educations } = runEducations(flowsSchema.parse(twoEducations), 'browser', {
      breathalyzer: 'off',
      frontCamera: 'off',
      overviewCamera: 'off',
    });
    // The first employee is at the second education, an hour ago; the first one waits in the outbox.
    const started = Date.now() - 3_600_000;
    const run = { ...newRun(request, 'two', first.uuid, educations, started), educationIndex: 1 };
    await saveStepFile(educationBucket(run.id, 1), signature);
    await enqueueWrite({
      id: 'waiting-result',
      employee: first.uuid,
      request: { method: 'POST', path: 'flows/edu-a', body: { kind: 'json', value: {} } },
    });
    const { store } = await renderWithProviders(<FlowRunner request={request} />, {
      preloadedState: {
        ...initialisedState({ user: first }),
        stepper: { run, questionCounts: { [first.uuid]: 2 } },
      },
      route: '/run',
    });
    const stopWatching = startResultsOutbox(store);
    expect(await screen.findByRole('button', { name: 'Right 2' })).toBeInTheDocument();

    act(() => {
      store.dispatch(loggedOut());
    });
    // The run ends with the session; the employee's last question counts stay on the terminal.
    expect(store.getState().stepper).toEqual({ run: null, questionCounts: { [first.uuid]: 2 } });
    await expect.poll(() => loadStepFiles(educationBucket(run.id, 1), ['signature_1'])).toEqual([]);

    act(() => {
      store.dispatch(loggedIn({ user: next, token: null }));
    });
    expect(await screen.findByRole('button', { name: 'Right 1' })).toBeInTheDocument();
    const fresh = store.getState().stepper?.run;
    expect(fresh).toMatchObject({ employee: next.uuid, educationIndex: 0, stepIndex: 0 });
    expect(fresh?.stepStartedAt).toBeGreaterThan(started);

    const outbox = await openOutboxStore();
    expect((await outbox.list()).map((item) => item.id)).toEqual(['waiting-result']);
    outbox.close();
    stopWatching();
  });
});
