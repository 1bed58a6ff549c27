import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { formatDayOrTime } from '@/lib/format/dates';
import { readOutbox, startOutbox } from '@/lib/outbox/outbox';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import type { FlowRequest } from '../flow-request';
import { twoEducations } from '../testing/flows';

import { FlowRunner } from './flow-runner';

/**
 * Issue 29 item 6: pre-shift results the server did not take (503) wait in the outbox. The next
 * pre-shift start says so (the choice of education, then the first step), with when they were
 * made, so nobody takes the pre-shift again for them; once they arrive, it says it no more.
 */

installFakeIndexedDb();

const FLOW = 'flows/ab52784b-b3ab-467d-bdf5-682f28378308';
const MAINTENANCE = { status: 503, body: { message: 'maintenance' } };
const employee = testEmployee({ uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a', number: '1001' });
const request: FlowRequest = { source: 'preshift', cameFrom: '/cabinet' };
const WAITS = /are saved on this terminal and waiting to be sent/;

/** The pre-shift (the settings' flow, two educations) with the personal area it returns to. */
async function renderPreshift() {
  const api = setupMockApi();
  api.answer('GET', FLOW, { status: 200, body: { data: twoEducations } });
  api.answer('POST', 'flows/edu-a', MAINTENANCE);
  // Retries come within a few milliseconds (full jitter drawn near zero), one tab at a time.
  void startOutbox({ random: () => 0.001, lock: (pass) => pass() });
  const view = await renderWithProviders(<FlowRunner request={request} />, {
    preloadedState: initialisedState({ user: employee }),
    routes: [{ path: '/cabinet', element: <p>arrived at /cabinet</p> }],
    route: '/preshift',
  });
  return { ...view, api };
}

const chooseDialog = () =>
  screen.findByRole('dialog', { name: 'Several trainings are assigned to you' });

/** When the waiting result was made, as the screens write it. */
async function madeAt() {
  let made = 0;
  await act(async () => {
    const { pending } = await readOutbox();
    made = pending.find((item) => item.request.path === 'flows/edu-a')?.createdAt ?? 0;
  });
  expect(made).toBeGreaterThan(0);
  return formatDayOrTime(new Date(made), 'en');
}

describe('pre-shift results waiting in the outbox', () => {
  it('the next pre-shift start names them with their time, until they arrive', async () => {
    const { api, router } = await renderPreshift();

    // Nothing waits yet: the start says nothing of the kind.
    const first = await chooseDialog();
    expect(first).not.toHaveTextContent(WAITS);
    await userEvent.click(within(first).getByRole('button', { name: 'Take all in turn' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Right 1' }));
    expect(screen.queryByText(WAITS)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));

    // The send failed and the results were kept (the personal area's card says so: see
    // features/cabinet); the employee starts the pre-shift again.
    expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
    const when = await madeAt();
    expect(when).toMatch(/\d{1,2}:\d{2}/);
    await router.navigate('/preshift');
    const dialog = await chooseDialog();
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        `Your pre-shift results (${when}) are saved on this terminal and waiting to be sent. They will be sent by themselves: there is no need to take the pre-shift again for them.`,
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take all in turn' }));
    expect(await screen.findByRole('button', { name: 'Right 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(WAITS)).toHaveTextContent(`(${when})`));

    // The server heals: the kept results arrive, and the first step says it no more.
    const failed = api.calls('POST', 'flows/edu-a').length;
    api.answer('POST', 'flows/edu-a', { status: 200, body: { data: { ok: true } } });
    await api.answered('POST', 'flows/edu-a', failed + 1);
    await waitFor(() => expect(screen.queryByText(WAITS)).toBeNull());
    expect(screen.getByRole('button', { name: 'Right 1' })).toBeInTheDocument();
  });
});
