import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { useAppSelector } from '@/lib/state/hooks';
import { selectImportantSurvey } from '@/lib/state/session-slice';
import { setupMockApi, type Answer } from '@/testing/mock-api';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { KUZNETSOVA, PETROV } from '@/testing/fixtures/employees';
import {
  CONDITIONS_ANSWERS,
  CONDITIONS_RESULT,
  WINTER_ANSWERS,
  WINTER_IMPORTANT_SURVEY,
} from '@/testing/fixtures/surveys';
import { renderWithProviders } from '@/testing/render';

import { ImportantSurveyScreen } from '../important-survey-screen';

/** The fake clock's moment. */
export const NOW = new Date(2026, 10, 20, 9, 30);
/** Kuznetsova with her mandatory survey pending (options.user of renderSurveys). */
export const kuznetsovaAsked = {
  id: KUZNETSOVA.id,
  uuid: KUZNETSOVA.uuid,
  important_survey: WINTER_IMPORTANT_SURVEY,
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
        user: testEmployee({ id: PETROV.id, uuid: PETROV.uuid, ...options.user }),
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
  const { lighting, ppe, experience, improvement, evacuationPlan } = CONDITIONS_ANSWERS;
  await user.click(
    within(questionGroup(lighting.question)).getByRole('radio', { name: lighting.option }),
  );
  const ppeGroup = within(questionGroup(ppe.question));
  for (const option of ppe.options)
    await user.click(ppeGroup.getByRole('checkbox', { name: option }));
  await user.type(screen.getByRole('textbox', { name: experience.label }), experience.text);
  await user.type(screen.getByRole('textbox', { name: improvement.label }), improvement.text);
  await user.click(screen.getByRole('switch', { name: evacuationPlan.label }));
  await answerScale(user);
}

/** Rates every criterion of the CONDITIONS scale (labels in English, the interface language). */
export async function answerScale(user: User) {
  const scale = within(questionGroup(CONDITIONS_ANSWERS.scale.question));
  for (const { criterion, variant } of CONDITIONS_ANSWERS.scale.ratings)
    await user.click(
      within(scale.getByRole('group', { name: criterion.en })).getByLabelText(variant.en),
    );
}

/** The exact payload of answerConditions, started at `start` and sent at `end` (epoch ms). */
export const conditionsPayload = (start: number, end: number) => ({
  start_dt: start,
  end_dt: end,
  ...CONDITIONS_RESULT,
});

/** Answers the WINTER survey's two required questions. */
export async function answerWinter(user: User) {
  const { warmClothes, warmingPlace } = WINTER_ANSWERS;
  await user.click(
    within(questionGroup(warmClothes.question)).getByRole('radio', { name: warmClothes.option }),
  );
  await user.click(
    within(questionGroup(warmingPlace.question)).getByRole('checkbox', {
      name: warmingPlace.option,
    }),
  );
}
