import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installSimulatedKiosk } from '@/lib/bridge/simulated-kiosk';
import { setLogSinks } from '@/lib/log';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import type { FlowRequest } from '../flow-request';
import { FINISH_EXIT_S } from '../stepper-timings';

import { FlowRunner } from './flow-runner';

installFakeIndexedDb();

const employee = testEmployee({ uuid: 'emp-end', number: '1001' });
const host = window as Window & { kiosk?: unknown; kioskSimulator?: unknown };
afterEach(() => {
  delete host.kiosk;
  delete host.kioskSimulator;
});

const question = {
  uuid: 'step-q',
  name: 'question',
  title: 'Question step',
  params: { mandatory_answer: true },
  question: { id: 'q-1', type: 'photo', file: 'photo.jpg', text: 'Is it safe?' },
  answers: [
    { id: 'a-right', text: 'Right answer', is_right: true },
    { id: 'a-wrong', text: 'Wrong answer', is_right: false },
  ],
};
const brokenVideo = {
  uuid: 'step-video',
  name: 'video',
  title: 'Rules video',
  data: { url: null },
  params: {},
};
const flowOf = (...steps: object[]) => [
  { uuid: 'flow-end', type: 'pre_shift_flow', name: 'E', title: 'Ending', params: {}, steps },
];

const request: FlowRequest = { source: 'preshift', flowId: 'flow-end', cameFrom: '/cabinet' };
const render = (settings: Record<string, unknown> = {}, config = {}) =>
  renderWithProviders(<FlowRunner request={request} />, {
    preloadedState: initialisedState({ user: employee, settings }),
    routes: ['/cabinet', '/'].map((path) => ({ path, element: <p>{`arrived at ${path}`}</p> })),
    route: '/run',
    config,
  });

describe('the last step of a flow', () => {
  it('a material that fails to load on the last step offers Done and Finish and exit for 20 s, not a logout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = setupMockApi();
    api.answer('GET', 'flows/flow-end', {
      status: 200,
      body: { data: flowOf(question, brokenVideo) },
    });
    await render();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Right answer' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'The step is complete' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Finish and exit' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(FINISH_EXIT_S * 1000 - 1_000));
    expect(api.calls('POST', 'flows/flow-end')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByText('arrived at /')).toBeInTheDocument();
    expect(api.calls('POST', 'flows/flow-end')).toHaveLength(1);
  });

  it('Done on the finish panel sends the history and goes where the employee came from', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/flow-end', {
      status: 200,
      body: { data: flowOf(question, brokenVideo) },
    });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Right answer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
    const history = JSON.parse(String(api.calls('POST', 'flows/flow-end')[0]?.body.history)) as {
      steps: Array<{ name: string }>;
    };
    expect(history.steps.map((step) => step.name)).toEqual(['question']);
  });

  it('Skip on the last step (developer mode from the server) leads to the finish panel', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/flow-end', { status: 200, body: { data: flowOf(question) } });
    await render({ device_settings: { devMode: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'The step is complete' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Finish and exit' })).toBeInTheDocument();
    expect(api.calls('POST', 'flows/flow-end')).toHaveLength(0);
  });
});

describe('developer mode', () => {
  it('the server’s device_settings.devMode shows Skip and highlights the right answer', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/flow-end', { status: 200, body: { data: flowOf(question) } });
    await render({ device_settings: { devMode: true } }, { devMode: false });
    expect(await screen.findByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Right answer' })).toHaveClass(
      'answer-option--dev-right',
    );
    expect(screen.getByRole('button', { name: 'Wrong answer' })).not.toHaveClass(
      'answer-option--dev-right',
    );
  });

  it('without either source there is no Skip on a step that cannot be skipped', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/flow-end', { status: 200, body: { data: flowOf(question) } });
    await render({ device_settings: { devMode: false } }, { devMode: false });
    expect(await screen.findByRole('button', { name: 'Right answer' })).not.toHaveClass(
      'answer-option--dev-right',
    );
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });
});

const breathalyze = { uuid: 'step-alco', name: 'breathalyze', title: 'Alcohol test', params: {} };

describe('device steps on the desktop shell', () => {
  it('is_breathalyzer without device_settings keeps the breathalyzer step', async () => {
    installSimulatedKiosk();
    const api = setupMockApi();
    api.answer('GET', 'flows/flow-end', {
      status: 200,
      body: { data: flowOf(breathalyze, question) },
    });
    await render({ is_breathalyzer: true, device_settings: null });
    expect(await screen.findByRole('heading', { name: 'Alcohol test' })).toBeInTheDocument();
  });

  it('a required breathalyzer that is not found raises ALCO_FAIL and logs the decision', async () => {
    const simulator = installSimulatedKiosk() as {
      breathalyzer: { setPresent: (on: boolean) => void };
    };
    simulator.breathalyzer.setPresent(false);
    const lines: string[] = [];
    setLogSinks([(level, message) => lines.push(`${level} ${message}`)]);
    const api = setupMockApi();
    api.answer('GET', 'flows/flow-end', {
      status: 200,
      body: { data: flowOf(breathalyze, question) },
    });
    const { store } = await render({ is_breathalyzer: true, device_settings: null });
    await vi.waitFor(() => expect(store.getState().app.errors).toEqual(['ALCO_FAIL']));
    expect(lines).toContain(
      'error flow: the breathalyze step "Alcohol test" (step-alco) is left out: deviceMissing',
    );
  });

  it('a breathalyzer switched off by the server is left out with a warning, and the flow runs', async () => {
    installSimulatedKiosk();
    const lines: string[] = [];
    setLogSinks([(level, message) => lines.push(`${level} ${message}`)]);
    const api = setupMockApi();
    api.answer('GET', 'flows/flow-end', {
      status: 200,
      body: { data: flowOf(breathalyze, question) },
    });
    const { store } = await render({
      is_breathalyzer: true,
      device_settings: { breathalyzer: false },
    });
    expect(await screen.findByRole('button', { name: 'Right answer' })).toBeInTheDocument();
    expect(store.getState().app.errors).toEqual([]);
    expect(lines).toContain(
      'warn flow: the breathalyze step "Alcohol test" (step-alco) is left out: deviceOff',
    );
  });
});
