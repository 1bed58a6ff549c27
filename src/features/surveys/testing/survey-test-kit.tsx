import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { useAppSelector } from '@/lib/state/hooks';
import { selectImportantSurvey } from '@/lib/state/session-slice';
import { setupMockApi, type Answer } from '@/testing/mock-api';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { ImportantSurveyScreen } from '../important-survey-screen';

/** Petrov (1001) and the survey with every answer type in mocks/surveys. */
export const PETROV = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
export const CONDITIONS = 'ab71dc35-4656-4730-be8a-c1d8abf63ee2';
export const NOW = new Date(2026, 10, 20, 9, 30);
/** Kuznetsova (1003) and her mandatory winter survey in mocks/. */
export const KUZNETSOVA = '4d25e1b7-cd7b-449d-81bb-aa1b97a4f4ea';
export const WINTER = '4967ce1f-cc7d-4d76-a29e-af1587548497';
/** Kuznetsova with her mandatory survey pending (options.user of renderSurveys). */
export const kuznetsovaAsked = {
  id: 1003,
  uuid: KUZNETSOVA,
  important_survey: { appointment_id: 5004, survey_uuid: WINTER },
};

/**
 * The access guard's rule 4 (features/guard, which a feature's tests do not import): the mandatory
 * survey the session still imposes, else the requested page.
 */
export function GuardedPage() {
  const survey = useAppSelector(selectImportantSurvey);
  return survey ? <ImportantSurveyScreen /> : <h1>Requested page</h1>;
}

/**
 * Fakes the clock at NOW. Testing Library flushes user-event's act with a zero timeout that it
 * advances only through a `jest` global, stubbed here for vitest.
 */
function fakeClock() {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** Lets pending promises (server answers) settle under the fake clock. */
export const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Renders a surveys screen for an employee, with the toasts, the fake API and a fake clock. */
export async function renderSurveys(
  ui: ReactElement,
  options: {
    answers?: Record<string, Answer>;
    user?: Record<string, unknown>;
    /** Turns the on-screen keyboard on (the device setting). */
    keyboard?: boolean;
  } = {},
) {
  const api = setupMockApi();
  for (const [call, answer] of Object.entries(options.answers ?? {})) {
    const [method, path] = call.split(' ') as ['GET' | 'POST', string];
    api.answer(method, path, answer);
  }
  fakeClock();
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  const rendered = await renderWithProviders(
    <>
      {ui}
      <ToastStack />
    </>,
    {
      route: '/questionary',
      config: { keyboard: options.keyboard ?? false },
      preloadedState: initialisedState({
        user: testEmployee({ id: 1001, uuid: PETROV, ...options.user }),
      }),
    },
  );
  await flush();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { ...rendered, api, user, scrolled };
}

type User = ReturnType<typeof userEvent.setup>;

/** The question group whose text starts with `text`. */
export const questionGroup = (text: string) =>
  screen.getByRole('group', { name: new RegExp(`^${text}`) });

/** Answers every question of the CONDITIONS survey (ru data, en interface). */
export async function answerConditions(user: User) {
  await user.click(
    within(questionGroup('Как вы оцениваете')).getByRole('radio', { name: 'Удовлетворительная' }),
  );
  const ppe = within(questionGroup('Какие СИЗ'));
  await user.click(ppe.getByRole('checkbox', { name: 'Очки' }));
  await user.click(ppe.getByRole('checkbox', { name: 'Перчатки' }));
  await user.type(screen.getByRole('textbox', { name: 'Ваш стаж на текущей должности' }), '3 года');
  await user.type(
    screen.getByRole('textbox', { name: 'Что бы вы улучшили в предсменном обучении?' }),
    'Больше видео',
  );
  await user.click(screen.getByRole('switch', { name: 'Я знаю план эвакуации' }));
  await answerScale(user);
}

/** Rates every criterion of the CONDITIONS scale (labels in English). */
export async function answerScale(user: User) {
  const scale = within(questionGroup('Оцените предсменное обучение'));
  await user.click(
    within(scale.getByRole('group', { name: 'Clarity of materials' })).getByLabelText('Good'),
  );
  await user.click(
    within(scale.getByRole('group', { name: 'Terminal usability' })).getByLabelText('Excellent'),
  );
  await user.click(
    within(scale.getByRole('group', { name: 'Usefulness of videos' })).getByLabelText('Fair'),
  );
}

/** The exact payload of answerConditions, started at `start` and sent at `end` (epoch ms). */
export const conditionsPayload = (start: number, end: number) => ({
  start_dt: start,
  end_dt: end,
  survey_uuid: CONDITIONS,
  assignment_id: 5001,
  answers: [
    {
      uuid: 'ea65d78a-8d89-44de-ae16-ecd09bdfb7bc',
      answer: '96e7bac1-bc40-4c10-ae46-b3d789bb27c1',
    },
    {
      uuid: 'a7abbbb1-2ff4-430b-b9be-01c29a2be296',
      answer: ['499ee5ad-6667-400e-a99b-6225faa27e25', '5ff2bb42-8ea6-4f64-8612-ed7a65dac157'],
    },
    { uuid: 'f8ab4c17-a167-4f5e-983b-6f22c5f85072', answer: '3 года' },
    { uuid: '3f40480d-58ec-4985-8453-5ede11a571ac', answer: 'Больше видео' },
    {
      uuid: '22a30156-c0c4-43af-9097-1217bf480e5c',
      answer: ['e28aca1a-4bcc-45a1-a988-8b5112233b65'],
    },
    {
      uuid: '333aec80-529c-4c5b-86e2-048a5377e586',
      answer: [
        { criteria: 1, variant: 3 },
        { criteria: 2, variant: 4 },
        { criteria: 3, variant: 2 },
      ],
    },
  ],
});

/** Answers the WINTER survey's two required questions. */
export async function answerWinter(user: User) {
  await user.click(
    within(questionGroup('Получили ли вы утеплённую')).getByRole('radio', { name: 'Да' }),
  );
  await user.click(screen.getByRole('checkbox', { name: 'Столовая' }));
}
