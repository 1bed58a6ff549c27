import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { flowSaveRequest } from '@/lib/api/flow-save-request';
import type { FlowHistory } from '@/lib/api/schemas/flow-history';
import { deliverWrite, resetOutbox, startOutbox } from '@/lib/outbox/outbox';
import type { AttemptOutcome } from '@/lib/outbox/outbox-types';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { CabinetScreen } from './cabinet-screen';

/**
 * Issue 29 item 6: the personal area's pre-shift card says when the employee's pre-shift results
 * still wait in the outbox (the server answered 503), and says it no more once they have arrived.
 */

installFakeIndexedDb();

const employee = testEmployee({ uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a' });
const NOW = new Date(2026, 10, 20, 9, 30);
const MAINTENANCE = { status: 503, body: { message: 'maintenance' } };
const CARD = 'Pre-shift express training-testing';

const history = (flow: string): FlowHistory => ({
  flow,
  employee: employee.uuid,
  params: {},
  start_dt: '@1',
  end_dt: '@2',
  steps: [],
});

afterEach(async () => {
  vi.useRealTimers();
  await resetOutbox();
});

/** Lets IndexedDB and the fake API settle under fake timers until `done` holds. */
async function settle(done: () => boolean, step = 10) {
  for (let turn = 0; turn < 300 && !done(); turn += 1)
    await act(() => vi.advanceTimersByTimeAsync(step));
}

/**
 * The personal area; at `made` the terminal sends a flow result (of an appointment, or the
 * pre-shift's without one) into the server's 503, and the outbox keeps it.
 */
async function sendResult(flow: string, made: Date, appointment?: string) {
  vi.setSystemTime(made);
  let outcome: AttemptOutcome | null = null;
  void deliverWrite({
    id: `run-${flow}-${made.getTime()}`,
    employee: employee.uuid,
    request: flowSaveRequest({ flowId: flow, history: history(flow), files: [], appointment }),
  }).then((result) => {
    outcome = result;
  });
  await settle(() => outcome !== null);
  // Kept: retried later, or waiting behind an earlier result of the employee.
  expect(['retrying', 'waiting']).toContain(outcome);
}

/** The fake server (flow results answered with 503) and a fast outbox, at NOW. */
function setup() {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  const api = setupMockApi();
  api.answer('POST', 'flows/edu-a', MAINTENANCE);
  api.answer('POST', 'flows/extra-1', MAINTENANCE);
  // Retries come within a few milliseconds (full jitter drawn near zero), one tab at a time.
  void startOutbox({ random: () => 0.001, lock: (pass) => pass() });
  return api;
}

const renderCabinet = () =>
  renderWithProviders(<CabinetScreen />, {
    route: '/cabinet',
    preloadedState: initialisedState({ user: employee }),
  });

const card = () => screen.getByRole('link', { name: CARD });
const NOTE = /Results waiting to be sent/;

describe('the pre-shift card with results waiting in the outbox', () => {
  it('names the time of the latest waiting pre-shift result, not of an appointment’s; sent, it says nothing', async () => {
    const api = setup();
    await renderCabinet();
    expect(card()).not.toHaveTextContent(NOTE);
    expect(card()).not.toHaveAttribute('aria-describedby');

    await sendResult('edu-a', new Date(2026, 10, 20, 9, 5));
    await sendResult('edu-a', NOW);
    // Extra education (an appointment) a little later: not the pre-shift's.
    await sendResult('extra-1', new Date(2026, 10, 20, 9, 45), 'appoint-7');
    await settle(() => /09:(30|45)/.test(card().textContent ?? ''));
    expect(card()).toHaveAccessibleDescription(
      `Results waiting to be sent (${new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(NOW)})`,
    );
    expect(card()).toHaveTextContent('09:30');
    // The card stays a link to the pre-shift; the other cards say nothing of it.
    expect(card()).toHaveAttribute('href', '/preshift');
    const others = screen.getAllByRole('link').filter((link) => link !== card());
    for (const link of others) expect(link).not.toHaveTextContent(NOTE);

    // The server heals: the pre-shift results arrive, and the card says nothing any more.
    api.answer('POST', 'flows/edu-a', { status: 200, body: { data: { ok: true } } });
    // (Up to the back-off's cap of faked time: the retry waits a random share of it.)
    await settle(() => !NOTE.test(card().textContent ?? ''), 1_000);
    expect(card()).not.toHaveTextContent(NOTE);
    expect(card()).not.toHaveAttribute('aria-describedby');
  });

  it('a result kept on an earlier day shows its date at the next login', async () => {
    setup();
    await sendResult('edu-a', new Date(2026, 10, 19, 18, 0));
    vi.setSystemTime(NOW);
    await renderCabinet();
    await settle(() => NOTE.test(card().textContent ?? ''));
    expect(card()).toHaveAccessibleDescription('Results waiting to be sent (11/19/2026)');
  });
});
