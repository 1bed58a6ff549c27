import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  KUZNETSOVA_ASSIGNMENTS,
  WINTER,
  WINTER_ANSWERS,
  WINTER_RESULT,
} from '@/testing/fixtures/surveys';

import {
  advance,
  flush,
  GuardedPage,
  kuznetsovaAsked,
  NOW,
  questionGroup,
  renderSurveys,
} from './testing/survey-test-kit';

afterEach(() => vi.unstubAllGlobals());

const renderGuarded = (answers = {}) =>
  renderSurveys(<GuardedPage />, { answers, user: kuznetsovaAsked });

const countdown = () => screen.getByRole('status').textContent;

describe('mandatory survey', () => {
  it('counts 5 to 0 before the questionnaire appears', async () => {
    const { api } = await renderGuarded();
    expect(screen.getByRole('heading', { level: 1, name: 'Mandatory survey' })).toBeInTheDocument();
    expect(api.calls('GET', `surveys/${WINTER}`)[0]?.query).toEqual({
      appointment_id: String(WINTER_RESULT.assignment_id),
      with_results: 'true',
    });
    expect(countdown()).toBe('The survey will start in 5 s');
    expect(screen.getByRole('timer')).toHaveAccessibleName('5 s left');
    for (const left of [4, 3, 2, 1]) {
      await advance(1_000);
      expect(countdown()).toBe(`The survey will start in ${left} s`);
      expect(screen.queryByRole('button', { name: 'Send the answers' })).toBeNull();
    }
    await advance(1_000);
    expect(screen.queryByText(/The survey will start/)).toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: /готовность к работе зимой/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the answers' })).toBeInTheDocument();
  });

  it('times the survey from the end of the notice; sending it lets the employee on', async () => {
    const { api, user, store } = await renderGuarded();
    await advance(5_000);
    const { warmClothes, warmingPlace } = WINTER_ANSWERS;
    await user.click(
      within(questionGroup(warmClothes.question)).getByRole('radio', { name: warmClothes.option }),
    );
    await user.click(screen.getByRole('button', { name: 'Send the answers' }));
    expect(screen.getByRole('alert')).toHaveTextContent("You haven't answered all the questions");
    await user.click(
      within(questionGroup(warmingPlace.question)).getByRole('checkbox', {
        name: warmingPlace.option,
      }),
    );
    await advance(30_000);
    const sentAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send the answers' }));
    await flush();
    expect(api.calls('POST', KUZNETSOVA_ASSIGNMENTS)[0]?.body).toEqual({
      start_dt: NOW.getTime() + 5_000,
      end_dt: sentAt,
      ...WINTER_RESULT,
    });
    expect(store.getState().session.user?.important_survey).toBeNull();
    expect(screen.getByRole('heading', { name: 'Requested page' })).toBeInTheDocument();
    expect(screen.getByText('The survey results have been sent')).toBeInTheDocument();
  });

  it("shows 'Survey loading error' with a retry when the survey cannot be loaded", async () => {
    const { api, user } = await renderGuarded({
      [`GET surveys/${WINTER}`]: (call: number) => (call === 1 ? { status: 500 } : undefined),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Survey loading error');
    await advance(5_000);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(api.calls('GET', `surveys/${WINTER}`)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Send the answers' })).toBeInTheDocument();
  });
});
