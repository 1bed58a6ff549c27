import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SERVER_DETAIL_MAX } from '@/lib/api/errors';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { TrainingRoute } from './training-route';

installFakeIndexedDb();

const employee = testEmployee({ id: 77, uuid: 'emp-77' });
const appointment = (fields: Record<string, unknown>) => ({
  uuid: 'appt-1',
  status: 1,
  status_title: 'Assigned, awaiting',
  enable: true,
  date_delay: '2099-01-01T00:00:00Z',
  start_dt: '2026-11-01T00:00:00Z',
  passage_dt: '2099-01-01T00:00:00Z',
  attempts_used: 0,
  ...fields,
});
const rows = [
  {
    title: 'Hot work in shop 2',
    flow: { uuid: 'flow-hot', type: 'targeted_flow', title: 'Hot work' },
    number_of_attempts: 3,
    threshold_of_passage: 50,
    appointment: appointment({}),
  },
  {
    title: 'Roof work',
    flow: null,
    number_of_attempts: 1,
    threshold_of_passage: 80,
    appointment: appointment({ uuid: 'appt-2' }),
  },
  {
    title: 'Cancelled',
    flow: { uuid: 'flow-x', type: 'targeted_flow', title: 'X' },
    number_of_attempts: 1,
    threshold_of_passage: 80,
    appointment: appointment({ uuid: 'appt-3', status: 7, enable: false }),
  },
];
const question = (id: string, right: boolean) => ({
  uuid: `step-${id}`,
  name: 'question',
  title: `Question ${id}`,
  params: { mandatory_answer: true },
  question: { id: `q-${id}`, type: 'photo', file: 'p.jpg', text: `Question ${id}?` },
  answers: [
    { id: `${id}-r`, text: `Right ${id}`, is_right: true },
    { id: `${id}-w`, text: `Wrong ${id}`, is_right: false },
  ],
  right,
});
const flow = [
  {
    uuid: 'flow-hot',
    type: 'targeted_flow',
    name: 'H',
    title: 'Hot work',
    params: {},
    steps: [question('1', true), question('2', false)],
  },
];

/** The same flow from a server that sends question and answer ids as numbers. */
const numericFlow = [
  {
    ...flow[0],
    steps: [1, 2].map((n) => {
      const step = question(String(n), true);
      return {
        ...step,
        question: { ...step.question, id: n },
        answers: [
          { id: n * 10, text: `Right ${n}`, is_right: true },
          { id: n * 10 + 1, text: `Wrong ${n}`, is_right: false },
        ],
      };
    }),
  },
];
/** The question ids and answer ids of the history a flow save carried. */
const sentIds = (body: Record<string, unknown> | undefined) =>
  (
    JSON.parse(String(body?.history)) as {
      steps: Array<{ question_uuid: unknown; answer_id: unknown }>;
    }
  ).steps.map((step) => [step.question_uuid, step.answer_id]);

const render = (api = setupMockApi()) => {
  api.answer('GET', 'targeted-training', { status: 200, body: { data: rows } });
  api.answer('GET', 'flows/flow-hot', { status: 200, body: { data: flow } });
  return renderWithProviders(<TrainingRoute kind="targeted" />, {
    preloadedState: initialisedState({ user: employee }),
    route: '/targeted_training',
  }).then((rendered) => ({ ...rendered, api }));
};

describe('targeted training', () => {
  it('opens a row: the flow with its appointment, the Results step judged by the row’s threshold, the appointment sent back', async () => {
    const { api } = await render();
    const list = await screen.findByRole('list', { name: 'Targeted training' });
    expect(api.calls('GET', 'targeted-training')[0]?.query).toEqual({
      employee_id: '77',
      get_all: '1',
    });
    expect(
      within(list).getByRole('button', { name: 'Start the training Cancelled' }),
    ).toBeDisabled();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Start the training Hot work in shop 2' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Right 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Wrong 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Score for the test' })).toBeInTheDocument();
    // 1 of 2 right is 50 %: Competent only against the row's threshold of 50, shown as the pass mark
    // (a run without it would judge against 0 and say Competent all the same).
    expect(screen.getByText('Correct answers: 50%')).toBeInTheDocument();
    expect(screen.getByText('Required: 50%')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Competent');
    expect(screen.getByRole('status')).not.toHaveTextContent('Not competent');
    expect(api.calls('GET', 'flows/flow-hot')[0]?.query).toMatchObject({
      employee_uuid: 'emp-77',
      appointment: 'appt-1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('list', { name: 'Targeted training' })).toBeInTheDocument();
    const sent = api.calls('POST', 'flows/flow-hot')[0];
    expect(sent?.body.appointment).toBe('appt-1');
    // Ids that came as text go back as text.
    expect(sentIds(sent?.body)).toEqual([
      ['q-1', '1-r'],
      ['q-2', '2-w'],
    ]);
  });

  it('sends back a run whose ids came as numbers with numeric ids, beside its appointment', async () => {
    const { api } = await render();
    api.answer('GET', 'flows/flow-hot', { status: 200, body: { data: numericFlow } });
    const list = await screen.findByRole('list', { name: 'Targeted training' });
    await userEvent.click(
      within(list).getByRole('button', { name: 'Start the training Hot work in shop 2' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Right 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Right 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('list', { name: 'Targeted training' })).toBeInTheDocument();
    const sent = api.calls('POST', 'flows/flow-hot')[0];
    expect(sent?.body.appointment).toBe('appt-1');
    expect(sentIds(sent?.body)).toEqual([
      [1, 10],
      [2, 20],
    ]);
  });

  it('a row without a flow shows the no-questions warning for 5 s', async () => {
    await render();
    const list = await screen.findByRole('list', { name: 'Targeted training' });
    vi.useFakeTimers();
    act(() => within(list).getByRole('button', { name: 'Start the training Roof work' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('There are no questions');
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a network failure shows Network Error in red and the error toast (spec 2 §8)', async () => {
    const api = setupMockApi();
    api.answer('GET', 'extra-educations', 'network');
    const { store } = await renderWithProviders(<TrainingRoute kind="extra" />, {
      preloadedState: initialisedState({ user: employee }),
    });
    expect(await screen.findByText('Network Error')).toHaveClass('tone--danger');
    expect(store.getState().toast.items.map((toast) => toast.messageKey)).toEqual([
      'training:errors.extra',
    ]);
  });

  it('a failure with a server message shows it under the toast title, cut to a sane length', async () => {
    const api = setupMockApi();
    api.answer('GET', 'targeted-training', {
      status: 500,
      body: { message: `Appointments are locked. ${'x'.repeat(400)}` },
    });
    const { store } = await renderWithProviders(<TrainingRoute kind="targeted" />, {
      preloadedState: initialisedState({ user: employee }),
    });
    await screen.findByText('No assigned');
    const [toast] = store.getState().toast.items;
    expect(toast?.messageKey).toBe('training:errors.targeted');
    expect(toast?.detail).toMatch(/^Appointments are locked\. x+…$/);
    expect(toast?.detail).toHaveLength(SERVER_DETAIL_MAX);
  });

  it('an unreadable answer shows the error toast and No assigned', async () => {
    const api = setupMockApi();
    api.answer('GET', 'extra-educations', { status: 200, body: { data: 'nonsense' } });
    const { store } = await renderWithProviders(<TrainingRoute kind="extra" />, {
      preloadedState: initialisedState({ user: employee }),
    });
    expect(await screen.findByText('No assigned')).toBeInTheDocument();
    expect(store.getState().toast.items.map((toast) => toast.messageKey)).toEqual([
      'training:errors.extra',
    ]);
  });
});
