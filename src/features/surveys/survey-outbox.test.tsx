import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetOutbox, startOutbox } from '@/lib/outbox/outbox';
import { loggedIn, loggedOut, userUpdated } from '@/lib/state/session-slice';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import {
  CONDITIONS,
  CONDITIONS_RESULT,
  KUZNETSOVA_ASSIGNMENTS as KUZNETSOVA_LIST,
  PETROV_ASSIGNMENTS as LIST,
  SURVEY_TITLES,
  WINTER,
  WINTER_RESULT,
} from '@/testing/fixtures/surveys';

import { SurveysScreen } from './surveys-screen';
import {
  answerConditions,
  answerWinter,
  GuardedPage,
  kuznetsovaAsked,
  renderSurveys,
} from './testing/survey-test-kit';

installFakeIndexedDb();

afterEach(async () => {
  vi.useRealTimers();
  await resetOutbox();
});

/** Lets IndexedDB and the fake API settle under fake timers until `done` holds. */
async function settle(done: () => boolean) {
  for (let turn = 0; turn < 200 && !done(); turn += 1)
    await act(() => vi.advanceTimersByTimeAsync(10));
}

/**
 * Kuznetsova answers her mandatory survey under the guard, the server answering the result's POST
 * with `answer`, until the spec's send error shows.
 */
async function sendMandatorySurvey(answer: { status: number; body: unknown }) {
  // The outbox opens first: the guard's survey reads it (for answers of an earlier login).
  void startOutbox({ random: () => 0.001, lock: (pass) => pass() });
  const view = await renderSurveys(<GuardedPage />, {
    user: kuznetsovaAsked,
    answers: { [`POST ${KUZNETSOVA_LIST}`]: answer },
  });
  // The 5-to-0 notice (once the outbox is read), then the questionnaire.
  await settle(() => !!screen.queryByRole('timer'));
  await act(() => vi.advanceTimersByTimeAsync(5_000));
  await settle(() => !!screen.queryByRole('button', { name: 'Send the answers' }));
  await answerWinter(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Send the answers' }));
  await settle(() => !!screen.queryByText('Error when sending the survey result'));
  return view;
}

describe('a survey result through the outbox', () => {
  it('kept after a 503: the spec error text, the survey counts as done, and the result arrives once later', async () => {
    const { user, api, store } = await renderSurveys(<SurveysScreen />, {
      user: {
        important_survey: {
          appointment_id: CONDITIONS_RESULT.assignment_id,
          survey_uuid: CONDITIONS,
        },
      },
      answers: { [`POST ${LIST}`]: { status: 503, body: { message: 'maintenance' } } },
    });
    // Retries come within a few milliseconds (full jitter drawn near zero), one tab at a time.
    void startOutbox({ random: () => 0.001, lock: (pass) => pass() });
    await user.click(
      screen.getByRole('button', { name: (name) => name.includes(SURVEY_TITLES.conditions) }),
    );
    await settle(() => !!screen.queryByRole('button', { name: 'Start the survey' }));
    await user.click(screen.getByRole('button', { name: 'Start the survey' }));
    await answerConditions(user);
    await user.click(screen.getByRole('button', { name: 'Send the answers' }));
    await settle(() => !!screen.queryByRole('list', { name: 'List of surveys' }));

    expect(screen.getByText('Error when sending the survey result')).toBeInTheDocument();
    expect(store.getState().toast.items).toContainEqual(
      expect.objectContaining({ messageKey: 'surveys:errors.send', noteKey: 'outcome:kept' }),
    );
    expect(screen.queryByText('The survey results have been sent')).toBeNull();
    expect(store.getState().session.user?.important_survey).toBeNull();

    const failed = api.calls('POST', LIST).length;
    api.answer('POST', LIST, { status: 200, body: { data: [] } });
    await settle(() => api.calls('POST', LIST).length > failed);
    const sent = api.calls('POST', LIST);
    // The same result on every attempt, accepted once: no attempt after the first 200.
    expect(new Set(sent.map((call) => JSON.stringify(call.body))).size).toBe(1);
    expect(sent).toHaveLength(failed + 1);
  });

  it('a mandatory survey is asked for no more once its answers are stored, even when the refresh names it again', async () => {
    const { api, store } = await sendMandatorySurvey({
      status: 503,
      body: { message: 'maintenance' },
    });
    expect(screen.getByRole('heading', { name: 'Requested page' })).toBeInTheDocument();

    // The 2-minute refresh: the server, which has not got the answers yet, still names the survey
    // (the employee as read from the server: ids as text).
    act(() => {
      store.dispatch(
        userUpdated({
          important_survey: {
            appointment_id: String(WINTER_RESULT.assignment_id),
            survey_uuid: WINTER,
          },
        }),
      );
    });
    expect(screen.getByRole('heading', { name: 'Requested page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mandatory survey' })).toBeNull();

    const failed = api.calls('POST', KUZNETSOVA_LIST).length;
    api.answer('POST', KUZNETSOVA_LIST, { status: 200, body: { data: [] } });
    await settle(() => api.calls('POST', KUZNETSOVA_LIST).length > failed);
    const keys = new Set(api.calls('POST', KUZNETSOVA_LIST).map((call) => call.idempotencyKey));
    expect(keys.size).toBe(1);
  });

  it('a mandatory survey the server refuses is asked for again, with the spec error text', async () => {
    const { api, store } = await sendMandatorySurvey({ status: 422, body: { message: 'closed' } });

    expect(api.calls('POST', KUZNETSOVA_LIST)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Mandatory survey' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Requested page' })).toBeNull();
    expect(store.getState().session.recorded).toEqual([]);
  });

  it('a new login while the answers still wait in the outbox does not ask for the survey again', async () => {
    const { api, store } = await sendMandatorySurvey({
      status: 503,
      body: { message: 'maintenance' },
    });
    const kuznetsova = store.getState().session.user;
    if (!kuznetsova) throw new Error('not logged in');
    // A logout and a new login; the server, without her answers, still names the survey.
    const loginAgain = () =>
      act(() => {
        store.dispatch(loggedOut());
        const user = {
          ...kuznetsova,
          important_survey: {
            appointment_id: String(WINTER_RESULT.assignment_id),
            survey_uuid: WINTER,
          },
        };
        store.dispatch(loggedIn({ user, token: null }));
      });
    const detailReads = api.calls('GET', `surveys/${WINTER}`).length;
    loginAgain();
    await settle(() => !!screen.queryByRole('heading', { name: 'Requested page' }));
    expect(screen.getByRole('heading', { name: 'Requested page' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    // The survey is not even read: the outbox answered first.
    expect(api.calls('GET', `surveys/${WINTER}`)).toHaveLength(detailReads);

    // The kept answers arrive once, under the key they were stored with.
    const failed = api.calls('POST', KUZNETSOVA_LIST).length;
    api.answer('POST', KUZNETSOVA_LIST, { status: 200, body: { data: [] } });
    await settle(() => api.calls('POST', KUZNETSOVA_LIST).length > failed);
    const keys = new Set(api.calls('POST', KUZNETSOVA_LIST).map((call) => call.idempotencyKey));
    expect(keys.size).toBe(1);

    // Delivered, they no longer stand for the survey: a server that still names it is obeyed.
    loginAgain();
    await settle(() => !!screen.queryByRole('timer'));
    expect(screen.getByRole('heading', { level: 1, name: 'Mandatory survey' })).toBeInTheDocument();
  });
});
