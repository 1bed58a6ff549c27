import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import type { FlowRequest } from '../flow-request';
import { twoEducations, twelveSteps } from '../testing/flows';

import { FlowRunner } from './flow-runner';

installFakeIndexedDb();

const employee = testEmployee({ uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a', number: '1001' });
const request: FlowRequest = { source: 'preshift', cameFrom: '/cabinet' };

const renderRunner = (
  flowRequest: FlowRequest = request,
  state = initialisedState({ user: employee }),
) =>
  renderWithProviders(<FlowRunner request={flowRequest} />, {
    preloadedState: state,
    routes: [
      { path: '/cabinet', element: <p>arrived at /cabinet</p> },
      { path: '/', element: <p>arrived at /</p> },
    ],
    route: '/preshift',
  });

const answer = async (text: string) =>
  userEvent.click(await screen.findByRole('button', { name: text }));

describe('flow runner', () => {
  it('loads the pre-shift flow, asks which education first when there are several, and runs them', async () => {
    const api = setupMockApi();
    await renderRunner();
    const dialog = await screen.findByRole('dialog', {
      name: 'Several trainings are assigned to you',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take all in turn' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Вопрос 1/ })).toBeInTheDocument();
    expect(screen.getByText(/^Next: /)).toBeInTheDocument();
    expect(api.calls('GET', 'flows/ab52784b-b3ab-467d-bdf5-682f28378308')[0]?.query).toEqual({
      employee_uuid: employee.uuid,
    });
  });

  it('says No assigned when the server assigns nothing', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/ab52784b-b3ab-467d-bdf5-682f28378308', {
      status: 200,
      body: { data: [] },
    });
    await renderRunner();
    expect(await screen.findByRole('heading', { name: 'No assigned' })).toBeInTheDocument();
  });

  it('says No liststeps for flows without steps', async () => {
    setupMockApi();
    await renderRunner({ ...request, flowId: 'b90c01ae-c994-43d0-bae6-5d109806a9ab' });
    expect(await screen.findByRole('heading', { name: 'No liststeps' })).toBeInTheDocument();
  });

  it('shows Error loading training and returns to the personal area when the flow cannot be loaded', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/ab52784b-b3ab-467d-bdf5-682f28378308', 'network');
    await renderRunner();
    expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
  });

  it('says Error loading questions for question data it cannot read', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/x', {
      status: 200,
      body: {
        data: [
          {
            uuid: 'x',
            steps: [{ uuid: 's', name: 'question', question: { type: 'photo' }, answers: 'none' }],
          },
        ],
      },
    });
    const { store } = await renderRunner({ ...request, flowId: 'x' });
    expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
    expect(store.getState().toast.items.map((toast) => toast.messageKey)).toContain(
      'stepper:errors.loadQuestions',
    );
  });

  it('runs more than ten steps with the progress as text', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/long', { status: 200, body: { data: twelveSteps } });
    await renderRunner({ ...request, flowId: 'long' });
    expect(await screen.findByText('Progress of execution 1 of 12')).toBeInTheDocument();
    await answer('Right 1');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Progress of execution 2 of 12')).toBeInTheDocument();
  });

  it('sends each education with its history, then goes back where it came from', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/two', { status: 200, body: { data: twoEducations } });
    const { store } = await renderRunner({ ...request, flowId: 'two' });
    await answer('Right 1');
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('button', { name: 'Right 2' })).toBeInTheDocument();
    const first = api.calls('POST', 'flows/edu-a')[0];
    const history = JSON.parse(String(first?.body.history)) as Record<string, unknown>;
    expect(history).toMatchObject({
      flow: 'edu-a',
      employee: employee.uuid,
      params: { shift: 1 },
      start_dt: expect.stringMatching(/^@\d+$/),
      end_dt: expect.stringMatching(/^@\d+$/),
    });
    expect(history.steps).toEqual([
      {
        uuid: 'step-1',
        name: 'question',
        start_date_time: expect.stringMatching(/^@\d+$/),
        elapsed_time: expect.any(Number),
        question_uuid: 'qu-1',
        answer_id: '1-right',
        error_count: 0,
        selected_answer_text: 'Right 1',
        question_text: 'First question?',
      },
    ]);
    await answer('Right 2');
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
    expect(api.calls('POST', 'flows/edu-b')).toHaveLength(1);
    expect(store.getState().stepper?.run).toBeNull();
  });
});
