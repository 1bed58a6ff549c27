import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetOutbox, startOutbox } from '@/lib/outbox/outbox';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { CONDITIONS, PETROV_ASSIGNMENTS as LIST, SURVEY_TITLES } from '@/testing/fixtures/surveys';

import petrovList from '@mocks/surveys/assignments/byEmployee/cde9212a-fcae-44a0-a5b7-da3b8e322a1a.json';

import { SurveysScreen } from './surveys-screen';
import { answerConditions, flush, renderSurveys } from './testing/survey-test-kit';

/**
 * Issue 29 item 6: a survey whose result the server did not take (503) waits in the outbox; the
 * list says so and does not let the employee answer it a second time, until the result arrives.
 */

installFakeIndexedDb();

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await resetOutbox();
});

/**
 * Lets IndexedDB and the fake API settle under fake timers until `done` holds, `step` ms of the
 * faked clock a turn (a retry after many failures waits up to 300 ms of it).
 */
async function settle(done: () => boolean, step = 10) {
  for (let turn = 0; turn < 300 && !done(); turn += 1)
    await act(() => vi.advanceTimersByTimeAsync(step));
}

const MAINTENANCE = { status: 503, body: { message: 'maintenance' } };
/** The list's row of the survey titled `title`. */
const row = (title: string) => screen.getByRole('button', { name: (name) => name.includes(title) });
const conditionsRow = () => row(SURVEY_TITLES.conditions);
const waitingBadge = () =>
  within(conditionsRow()).queryByText('Waiting to be sent', { selector: '.survey-badge' });
/** The server's list once it has the result: the survey passed. */
const passedList = {
  data: petrovList.data.map((item) =>
    item.uuid === CONDITIONS ? { ...item, status: 'passed' } : item,
  ),
};

/** Petrov answers the CONDITIONS survey while the server answers its result with 503. */
async function answerIntoOutage() {
  const view = await renderSurveys(<SurveysScreen />, {
    answers: { [`POST ${LIST}`]: MAINTENANCE },
  });
  // Retries come within a few milliseconds (full jitter drawn near zero), one tab at a time.
  void startOutbox({ random: () => 0.001, lock: (pass) => pass() });
  await view.user.click(conditionsRow());
  await settle(() => !!screen.queryByRole('button', { name: 'Start the survey' }));
  await view.user.click(screen.getByRole('button', { name: 'Start the survey' }));
  await answerConditions(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Send the answers' }));
  await settle(() => !!screen.queryByRole('list', { name: 'List of surveys' }) && !!waitingBadge());
  return view;
}

// Each case types a whole questionnaire in (as the employee does): more than the default time-out
// on a machine busy with other runs.
describe('a survey whose result waits in the outbox', { timeout: 30_000 }, () => {
  it('shows as waiting and does not open again; once the result arrives the list is the server’s', async () => {
    const { api } = await answerIntoOutage();
    expect(api.calls('POST', LIST).length).toBeGreaterThan(0);

    // In place of its status, and announced as unavailable; the other rows are as they were.
    expect(waitingBadge()).toBeInTheDocument();
    expect(within(conditionsRow()).queryByText('Not passed')).toBeNull();
    expect(conditionsRow()).toHaveAttribute('aria-disabled', 'true');
    expect(row(SURVEY_TITLES.clothing)).not.toHaveAttribute('aria-disabled');
    expect(within(row(SURVEY_TITLES.clothing)).getByText('Passed')).toBeInTheDocument();

    // A tap opens nothing: the survey is not read again and cannot be started a second time.
    // (A plain tap: user-event would run the faked clock synchronously, inside the fake
    // IndexedDB's transactions of the retries under way.)
    const reads = api.calls('GET', `surveys/${CONDITIONS}`).length;
    fireEvent.click(conditionsRow());
    await flush();
    expect(api.calls('GET', `surveys/${CONDITIONS}`)).toHaveLength(reads);
    expect(screen.queryByRole('button', { name: 'Start the survey' })).toBeNull();
    expect(screen.getByRole('list', { name: 'List of surveys' })).toBeInTheDocument();

    // The server heals: the kept result arrives once, and the list is read again from the server.
    api.answer('POST', LIST, { status: 200, body: passedList });
    api.answer('GET', LIST, { status: 200, body: passedList });
    const posted = api.calls('POST', LIST).length;
    await settle(() => !waitingBadge() && api.calls('POST', LIST).length > posted, 50);
    expect(waitingBadge()).toBeNull();
    expect(api.calls('POST', LIST)).toHaveLength(posted + 1);
    await settle(() => !!within(conditionsRow()).queryByText('Passed'));
    expect(within(conditionsRow()).getByText('Passed')).toBeInTheDocument();
    expect(conditionsRow()).not.toHaveAttribute('aria-disabled');
  });

  it('still shows as waiting on the next page (a reload) while the server is down', async () => {
    const { unmount } = await answerIntoOutage();
    unmount();
    // The page goes away; the result stays in IndexedDB for the next one.
    await resetOutbox({ keep: true });
    vi.useRealTimers();
    const { api } = await renderSurveys(<SurveysScreen />, {
      answers: { [`POST ${LIST}`]: MAINTENANCE },
    });
    void startOutbox({ random: () => 0.001, lock: (pass) => pass() });
    await settle(() => !!waitingBadge());
    expect(waitingBadge()).toBeInTheDocument();
    expect(conditionsRow()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(conditionsRow());
    await flush();
    expect(api.calls('GET', `surveys/${CONDITIONS}`)).toHaveLength(0);
  });
});
