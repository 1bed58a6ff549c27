import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SurveysScreen } from './surveys-screen';
import {
  advance,
  answerConditions,
  answerScale,
  CONDITIONS,
  conditionsPayload,
  flush,
  NOW,
  PETROV,
  questionGroup,
  renderSurveys,
} from './testing/survey-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = `surveys/assignments/byEmployee/${PETROV}`;
const row = (title: RegExp) => screen.getByRole('button', { name: title });
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

async function openConditions(user: Awaited<ReturnType<typeof renderSurveys>>['user']) {
  await user.click(row(/Оценка условий труда/));
  await flush();
}

describe('survey list', () => {
  it('shows each assignment with its badge (colour by status), title and date', async () => {
    const { api } = await renderSurveys(<SurveysScreen />);
    expect(api.calls('GET', LIST)).toHaveLength(1);
    const list = within(screen.getByRole('list', { name: 'List of surveys' }));
    const rows = list.getAllByRole('button');
    expect(rows.map((button) => button.textContent)).toEqual([
      'Not passedОценка условий труда на рабочем месте11/15/2026',
      'PassedОценка качества спецодежды11/01/2026',
      'ExpiredЗнание плана эвакуации10/20/2026',
    ]);
    expect(within(rows[0]!).getByText('Not passed')).toHaveClass('survey-badge--warning');
    expect(within(rows[1]!).getByText('Passed')).toHaveClass('survey-badge--success');
    expect(within(rows[2]!).getByText('Expired')).toHaveClass('survey-badge--danger');
  });

  it("says 'No surveys' for an empty list", async () => {
    await renderSurveys(<SurveysScreen />, {
      answers: { [`GET ${LIST}`]: { status: 200, body: { data: [] } } },
    });
    expect(screen.getByText('No surveys')).toBeInTheDocument();
  });

  it('shows the load error as a toast and on the screen', async () => {
    await renderSurveys(<SurveysScreen />, { answers: { [`GET ${LIST}`]: { status: 500 } } });
    expect(alerts()).toEqual(['Surveys loading error']);
    expect(screen.getAllByText('Surveys loading error')).toHaveLength(2);
  });
});

describe('survey detail', () => {
  it('shows title, description, author, dates, attempts and the past attempts', async () => {
    const { user, api } = await renderSurveys(<SurveysScreen />);
    await user.click(row(/Оценка качества спецодежды/));
    await flush();
    expect(api.calls('GET', 'surveys/254231a6-1e13-40a7-adb2-d49e744d05bf')[0]?.query).toEqual({
      appointment_id: '5002',
      with_results: 'true',
    });
    expect(screen.getByRole('heading', { name: 'Оценка качества спецодежды' })).toBeInTheDocument();
    expect(screen.getByText(/Опрос о качестве выданной спецодежды/)).toBeInTheDocument();
    expect(screen.getByText('Громов Виктор Александрович, начальник склада')).toBeInTheDocument();
    expect(screen.getByText('11/01/2026')).toBeInTheDocument();
    expect(screen.getByText('11/30/2026')).toBeInTheDocument();
    expect(screen.getByText('Attempts used: 1 of 1')).toBeInTheDocument();
    expect(screen.getByText(/^Attempt 1: 11\/03\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the survey' })).toBeDisabled();
    expect(screen.getByText('You have used all attempts for this survey')).toBeInTheDocument();
  });

  it('allows a start while attempts are left; Back returns to the list', async () => {
    const { user } = await renderSurveys(<SurveysScreen />);
    await openConditions(user);
    expect(screen.getByText('Attempts used: 0 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the survey' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(row(/Оценка условий труда/)).toBeInTheDocument();
  });

  it("shows 'Survey loading error' and stays on the list when a survey fails to load", async () => {
    const { user } = await renderSurveys(<SurveysScreen />, {
      answers: { [`GET surveys/${CONDITIONS}`]: { status: 404 } },
    });
    await openConditions(user);
    expect(alerts()).toEqual(['Survey loading error']);
    expect(row(/Оценка условий труда/)).toBeEnabled();
  });
});

describe('questionnaire', () => {
  it('renders headings and every answer type, scale labels in the interface language', async () => {
    const { user } = await renderSurveys(<SurveysScreen />);
    await openConditions(user);
    await user.click(screen.getByRole('button', { name: 'Start the survey' }));
    expect(
      screen.getByRole('heading', { level: 3, name: 'Раздел 1. Рабочее место' }),
    ).toBeInTheDocument();
    expect(within(questionGroup('Как вы оцениваете')).getAllByRole('radio')).toHaveLength(3);
    expect(within(questionGroup('Какие СИЗ')).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Ваш стаж на текущей должности' })).toHaveAttribute(
      'placeholder',
      'Например, 3 года',
    );
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    const scale = within(questionGroup('Оцените предсменное обучение'));
    expect(
      scale.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Clarity of materials', 'Terminal usability', 'Usefulness of videos']);
  });

  it('refuses an incomplete submit: toast, scroll to the first missing, red borders until answered', async () => {
    const { user, api, scrolled } = await renderSurveys(<SurveysScreen />);
    await openConditions(user);
    await user.click(screen.getByRole('button', { name: 'Start the survey' }));
    await answerScale(user);
    await user.click(screen.getByRole('button', { name: 'Send the answers' }));
    expect(alerts()).toEqual(["You haven't answered all the questions"]);
    expect(api.calls('POST', LIST)).toEqual([]);
    const missing = document.querySelectorAll('.survey-question--missing');
    expect([...missing].map((group) => group.querySelector('legend span')?.textContent)).toEqual([
      'Как вы оцениваете освещённость рабочего места?',
      'Какие СИЗ вы получили в этом месяце?',
      'Ваш стаж на текущей должности',
    ]);
    expect(scrolled).toEqual([questionGroup('Как вы оцениваете')]);
    expect(questionGroup('Как вы оцениваете')).toHaveAccessibleDescription('Answer this question');
    await user.click(within(questionGroup('Какие СИЗ')).getByRole('checkbox', { name: 'Каску' }));
    expect(questionGroup('Какие СИЗ')).not.toHaveClass('survey-question--missing');
    expect(questionGroup('Как вы оцениваете')).toHaveClass('survey-question--missing');
  });

  it('sends the exact payload, then shows the refreshed list and clears important_survey', async () => {
    const { user, api, store } = await renderSurveys(<SurveysScreen />, {
      user: { important_survey: { appointment_id: 5001, survey_uuid: CONDITIONS } },
    });
    await openConditions(user);
    await user.click(screen.getByRole('button', { name: 'Start the survey' }));
    const started = Date.now();
    await advance(90_000);
    await answerConditions(user);
    const sentAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send the answers' }));
    await flush();
    expect(started).toBe(NOW.getTime());
    expect(api.calls('POST', LIST).map((call) => call.body)).toEqual([
      conditionsPayload(started, sentAt),
    ]);
    expect(screen.getByText('The survey results have been sent')).toBeInTheDocument();
    expect(within(row(/Оценка условий труда/)).getByText('Passed')).toBeInTheDocument();
    expect(store.getState().session.user?.important_survey).toBeNull();
  });

  it("keeps the answers and says 'Error when sending the survey result' when the send fails", async () => {
    const { user } = await renderSurveys(<SurveysScreen />, {
      answers: { [`POST ${LIST}`]: { status: 500 } },
    });
    await openConditions(user);
    await user.click(screen.getByRole('button', { name: 'Start the survey' }));
    await answerConditions(user);
    await user.click(screen.getByRole('button', { name: 'Send the answers' }));
    await flush();
    expect(alerts()).toEqual(['Error when sending the survey result']);
    expect(screen.getByRole('switch', { name: 'Я знаю план эвакуации' })).toBeChecked();
  });

  it('types into a text answer with the on-screen keyboard when the device uses one', async () => {
    const { user } = await renderSurveys(<SurveysScreen />, { keyboard: true });
    await openConditions(user);
    await user.click(screen.getByRole('button', { name: 'Start the survey' }));
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).toBeNull();
    const field = screen.getByRole('textbox', { name: 'Ваш стаж на текущей должности' });
    await user.click(field);
    const keyboard = within(screen.getByRole('group', { name: 'On-screen keyboard' }));
    // The keys are drawn by the keyboard's own effect, after the screen's commit.
    for (const key of ['y', 'e', 'a', 'r'])
      await user.click(await keyboard.findByRole('button', { name: key }));
    expect(field).toHaveValue('year');
  });
});
