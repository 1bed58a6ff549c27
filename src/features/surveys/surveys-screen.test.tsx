import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { refuseOutboxFallback } from '@/lib/outbox/testing/storage-full';
import {
  CONDITIONS,
  CONDITIONS_ANSWERS,
  CONDITIONS_RESULT,
  PETROV_ASSIGNMENTS as LIST,
  SURVEY_TITLES,
} from '@/testing/fixtures/surveys';

import conditionsFile from '@mocks/surveys/ab71dc35-4656-4730-be8a-c1d8abf63ee2.json';

import { SurveysScreen } from './surveys-screen';
import {
  advance,
  answerConditions,
  answerScale,
  conditionsPayload,
  flush,
  NOW,
  questionGroup,
  renderSurveys,
} from './testing/survey-test-kit';

afterEach(() => vi.unstubAllGlobals());

const { lighting, ppe, experience, evacuationPlan } = CONDITIONS_ANSWERS;

/** The list's row of the survey titled `title`. */
const row = (title: string) => screen.getByRole('button', { name: (name) => name.includes(title) });
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

async function openConditions(user: Awaited<ReturnType<typeof renderSurveys>>['user']) {
  await user.click(row(SURVEY_TITLES.conditions));
  await flush();
}

describe('survey list', () => {
  it('shows each assignment with its badge (colour by status), title and date', async () => {
    const { api } = await renderSurveys(<SurveysScreen />);
    expect(api.calls('GET', LIST)).toHaveLength(1);
    const list = within(screen.getByRole('list', { name: 'List of surveys' }));
    const rows = list.getAllByRole('button');
    expect(rows.map((button) => button.textContent)).toEqual([
      `Not passed${SURVEY_TITLES.conditions}11/15/2026`,
      `Passed${SURVEY_TITLES.clothing}11/01/2026`,
      `Expired${SURVEY_TITLES.evacuation}10/20/2026`,
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
    await user.click(row(SURVEY_TITLES.clothing));
    await flush();
    expect(api.calls('GET', 'surveys/254231a6-1e13-40a7-adb2-d49e744d05bf')[0]?.query).toEqual({
      appointment_id: '5002',
      with_results: 'true',
    });
    expect(screen.getByRole('heading', { name: SURVEY_TITLES.clothing })).toBeInTheDocument();
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
    expect(row(SURVEY_TITLES.conditions)).toBeInTheDocument();
  });

  it("shows 'Survey loading error' and stays on the list when a survey fails to load", async () => {
    const { user } = await renderSurveys(<SurveysScreen />, {
      answers: { [`GET surveys/${CONDITIONS}`]: { status: 404 } },
    });
    await openConditions(user);
    expect(alerts()).toEqual(['Survey loading error']);
    expect(row(SURVEY_TITLES.conditions)).toBeEnabled();
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
    expect(within(questionGroup(lighting.question)).getAllByRole('radio')).toHaveLength(3);
    expect(within(questionGroup(ppe.question)).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: experience.label })).toHaveAttribute(
      'placeholder',
      'Например, 3 года',
    );
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    const scale = within(questionGroup(CONDITIONS_ANSWERS.scale.question));
    expect(
      scale.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(CONDITIONS_ANSWERS.scale.ratings.map((rating) => rating.criterion.en));
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
    expect(scrolled).toEqual([questionGroup(lighting.question)]);
    expect(questionGroup(lighting.question)).toHaveAccessibleDescription('Answer this question');
    await user.click(within(questionGroup(ppe.question)).getByRole('checkbox', { name: 'Каску' }));
    expect(questionGroup(ppe.question)).not.toHaveClass('survey-question--missing');
    expect(questionGroup(lighting.question)).toHaveClass('survey-question--missing');
  });

  it('sends the exact payload, then shows the refreshed list and clears important_survey', async () => {
    const { user, api, store } = await renderSurveys(<SurveysScreen />, {
      user: {
        important_survey: {
          appointment_id: CONDITIONS_RESULT.assignment_id,
          survey_uuid: CONDITIONS,
        },
      },
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
    expect(within(row(SURVEY_TITLES.conditions)).getByText('Passed')).toBeInTheDocument();
    expect(store.getState().session.user?.important_survey).toBeNull();
  });

  it("refreshes the list from the submit's answer (spec 2 §4): a failing second GET does not turn the send into a loading error", async () => {
    // The data set answers the list and the submit (with the list it now holds); a second GET fails.
    const { user, api } = await renderSurveys(<SurveysScreen />, {
      answers: {
        [`GET ${LIST}`]: (call) => (call === 1 ? undefined : { status: 500, body: {} }),
      },
    });
    await openConditions(user);
    await user.click(screen.getByRole('button', { name: 'Start the survey' }));
    await answerConditions(user);
    await user.click(screen.getByRole('button', { name: 'Send the answers' }));
    await flush();
    expect(screen.getByText('The survey results have been sent')).toBeInTheDocument();
    expect(within(row(SURVEY_TITLES.conditions)).getByText('Passed')).toBeInTheDocument();
    expect(alerts()).not.toContain('Surveys loading error');
    expect(api.calls('POST', LIST)).toHaveLength(1);
  });

  it('sends ids that came as text (assignment, scale criteria and variants) as text', async () => {
    // The same survey from a server that sends every id as text.
    const asText = JSON.parse(JSON.stringify(conditionsFile), (key, value: unknown) =>
      key === 'id' && typeof value === 'number' ? String(value) : value,
    ) as unknown;
    const { user, api } = await renderSurveys(<SurveysScreen />, {
      answers: { [`GET surveys/${CONDITIONS}`]: { status: 200, body: asText } },
    });
    await openConditions(user);
    await user.click(screen.getByRole('button', { name: 'Start the survey' }));
    await answerConditions(user);
    await user.click(screen.getByRole('button', { name: 'Send the answers' }));
    await flush();
    const [sent] = api.calls('POST', LIST).map((call) => call.body);
    const scale = CONDITIONS_RESULT.answers.at(-1)!.answer as Array<Record<string, number>>;
    expect(sent).toMatchObject({
      assignment_id: '5001',
      answers: expect.arrayContaining([
        {
          uuid: CONDITIONS_RESULT.answers.at(-1)!.uuid,
          answer: scale.map(({ criteria, variant }) => ({
            criteria: String(criteria),
            variant: String(variant),
          })),
        },
      ]),
    });
  });

  it("keeps the answers and says 'Error when sending the survey result' when the send fails and nothing could keep them", async () => {
    refuseOutboxFallback();
    const { user } = await renderSurveys(<SurveysScreen />, {
      answers: { [`POST ${LIST}`]: { status: 500 } },
    });
    await openConditions(user);
    await user.click(screen.getByRole('button', { name: 'Start the survey' }));
    await answerConditions(user);
    await user.click(screen.getByRole('button', { name: 'Send the answers' }));
    await flush();
    expect(alerts()).toEqual([
      'Error when sending the survey result' +
        'It could not be saved on this terminal: it is being sent while the kiosk stays on. Do not switch it off.',
    ]);
    expect(screen.getByRole('switch', { name: evacuationPlan.label })).toBeChecked();
  });

  it('types into a text answer with the on-screen keyboard when the device uses one', async () => {
    const { user } = await renderSurveys(<SurveysScreen />, { keyboard: true });
    await openConditions(user);
    await user.click(screen.getByRole('button', { name: 'Start the survey' }));
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).toBeNull();
    const field = screen.getByRole('textbox', { name: experience.label });
    await user.click(field);
    const keyboard = within(screen.getByRole('group', { name: 'On-screen keyboard' }));
    // The keys are drawn by the keyboard's own effect, after the screen's commit.
    for (const key of ['y', 'e', 'a', 'r'])
      await user.click(await keyboard.findByRole('button', { name: key }));
    expect(field).toHaveValue('year');
  });
});
