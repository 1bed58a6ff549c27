import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetOutbox, startOutbox } from '@/lib/outbox/outbox';
import { forgetOpeningLocation, noteLocation } from '@/lib/page-lifecycle';
import { loggedOut } from '@/lib/state/session-slice';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import type { FlowRequest } from '../flow-request';
import { newRun } from '../new-run';
import { QUESTION_COUNT_NOTICE_S } from '../stepper-timings';
import { browserEducations, extraEducation, twoEducations } from '../testing/flows';

import { FlowRunner } from './flow-runner';

installFakeIndexedDb();

const employee = testEmployee({ uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a', number: '1001' });
const targets = ['/cabinet', '/', '/extra-education'].map((path) => ({
  path,
  element: <p>{`arrived at ${path}`}</p>,
}));
const render = (request: FlowRequest, extra: Record<string, unknown> = {}, config = {}) =>
  renderWithProviders(<FlowRunner request={request} />, {
    preloadedState: { ...initialisedState({ user: employee }), ...extra },
    routes: targets,
    route: '/run',
    config,
  });
/** Lets pending promises settle under fake timers until `found` returns an element. */
const settle = async (found: () => HTMLElement | null) => {
  for (let turn = 0; turn < 50 && !found(); turn += 1)
    await act(() => vi.advanceTimersByTimeAsync(0));
};
const answer = async (text: string) =>
  userEvent.click(await screen.findByRole('button', { name: text }));

// Each case starts from an empty outbox (a write left by one case must not be sent in the next).
afterEach(resetOutbox);
afterEach(forgetOpeningLocation);

/** The page "opened" on /run (a memory router's first location has the key "default"). */
const pageOpenedOnTheRun = () => noteLocation({ key: 'default', pathname: '/run', search: '' });

describe('flow runner: results, notices, resume, failures', () => {
  it('adds the Results step to extra education: score, verdict against the threshold, wrong rows marked', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/extra-1', { status: 200, body: { data: extraEducation } });
    await render({
      source: 'extraEducation',
      flowId: 'extra-1',
      cameFrom: '/extra-education',
      threshold: 60,
    });
    await answer('Right 1');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await answer('Wrong 2');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Score for the test' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not competent');
    expect(screen.getByText('Correct answers: 50%')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Wrong answer' })).toHaveClass('row--danger');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('arrived at /extra-education')).toBeInTheDocument();
    const history = JSON.parse(String(api.calls('POST', 'flows/extra-1')[0]?.body.history)) as {
      steps: Array<{ error_count: number }>;
    };
    expect(history.steps.map((step) => step.error_count)).toEqual([0, 1]);
  });

  it('shows the question-count notice for 5 s when the number of questions changed, then starts', async () => {
    vi.useFakeTimers();
    const api = setupMockApi();
    api.answer('GET', 'flows/two', { status: 200, body: { data: twoEducations } });
    await render(
      { source: 'preshift', flowId: 'two', cameFrom: '/cabinet' },
      { stepper: { run: null, questionCounts: { [employee.uuid]: 5 } } },
    );
    const title = 'Pay attention, the number of questions in the pre-shift testing has changed';
    await settle(() => screen.queryByRole('dialog', { name: title }));
    const notice = screen.getByRole('dialog', { name: title });
    expect(notice).toHaveTextContent('Total questions: 2');
    expect(notice).toHaveTextContent('Education A: 1');
    act(() => vi.advanceTimersByTime(QUESTION_COUNT_NOTICE_S * 1000 - 1));
    expect(notice).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Right 1' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    await settle(() => screen.queryByRole('button', { name: 'Right 1' }));
    expect(screen.getByRole('button', { name: 'Right 1' })).toBeInTheDocument();
    expect(QUESTION_COUNT_NOTICE_S).toBe(5);
  });

  it('remembers the counts across logins: the next login of the employee gets the notice when they changed', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/one', { status: 200, body: { data: [twoEducations[0]] } });
    const request: FlowRequest = { source: 'preshift', flowId: 'one', cameFrom: '/cabinet' };
    const first = await render(request, { stepper: { run: null, questionCounts: {} } });
    expect(await screen.findByRole('button', { name: 'Right 1' })).toBeInTheDocument();
    act(() => {
      first.store.dispatch(loggedOut());
    });
    const remembered = first.store.getState().stepper?.questionCounts ?? {};
    expect(remembered[employee.uuid]).toMatchObject({
      total: 1,
      perEducation: { 'Education A': 1 },
    });
    first.unmount();

    // The next login of the same employee, with one more question in the pre-shift.
    api.answer('GET', 'flows/one', { status: 200, body: { data: twoEducations } });
    await render(request, { stepper: { run: null, questionCounts: remembered } });
    const title = 'Pay attention, the number of questions in the pre-shift testing has changed';
    expect(await screen.findByRole('dialog', { name: title })).toHaveTextContent(
      'Total questions: 2',
    );
  });

  it("no notice when the employee's counts are unchanged, nor for counts another employee had", async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/two', { status: 200, body: { data: twoEducations } });
    const seen = { total: 2, perEducation: { 'Education A': 1, 'Education B': 1 }, seen: 1 };
    await render(
      { source: 'preshift', flowId: 'two', cameFrom: '/cabinet' },
      { stepper: { run: null, questionCounts: { [employee.uuid]: seen, other: 7 } } },
    );
    expect(await screen.findByRole('button', { name: 'Right 1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resumes a persisted run at its step without loading the flow again', async () => {
    const api = setupMockApi();
    const educations = browserEducations(twoEducations);
    const run = {
      ...newRun(
        { source: 'preshift', cameFrom: '/cabinet' },
        'two',
        employee.uuid,
        educations,
        Date.now(),
      ),
      educationIndex: 1,
    };
    await render(
      { source: 'preshift', cameFrom: '/cabinet' },
      { stepper: { run, questionCounts: {} } },
    );
    expect(await screen.findByRole('button', { name: 'Right 2' })).toBeInTheDocument();
    expect(api.calls('GET', 'flows/ab52784b-b3ab-467d-bdf5-682f28378308')).toEqual([]);
  });

  it('a run resumed while sending (a reload mid-send) ends at its destination and never starts again', async () => {
    const api = setupMockApi();
    const educations = browserEducations(twoEducations);
    const started = newRun(
      { source: 'preshift', cameFrom: '/cabinet' },
      'two',
      employee.uuid,
      educations.slice(1),
      Date.now(),
    );
    const run = { ...started, status: 'sending' as const, outboxId: 'resumed-send' };
    const { store } = await render(
      { source: 'preshift', cameFrom: '/cabinet' },
      { stepper: { run, questionCounts: {} } },
    );
    expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
    await api.answered('POST', 'flows/edu-b', 1);
    expect(store.getState().stepper?.run).toBeNull();
    expect(api.calls('GET', 'flows/ab52784b-b3ab-467d-bdf5-682f28378308')).toEqual([]);
  });

  it("a page that reloads on the flow's address without its run goes where the flow leads and loads nothing", async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/two', { status: 200, body: { data: twoEducations } });
    pageOpenedOnTheRun();
    const { store } = await render({
      source: 'preshift',
      flowId: 'two',
      cameFrom: '/cabinet',
    });
    expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
    expect(api.calls('GET', 'flows/two')).toEqual([]);
    expect(store.getState().stepper?.run ?? null).toBeNull();
  });

  it("on the address the page opened on, the employee's run resumes; a flow the employee opens loads", async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/two', { status: 200, body: { data: twoEducations } });
    const run = newRun(
      { source: 'preshift', flowId: 'two', cameFrom: '/cabinet' },
      'two',
      employee.uuid,
      browserEducations(twoEducations),
      Date.now(),
    );
    pageOpenedOnTheRun();
    const first = await render(
      { source: 'preshift', flowId: 'two', cameFrom: '/cabinet' },
      { stepper: { run, questionCounts: {} } },
    );
    expect(await screen.findByRole('button', { name: 'Right 1' })).toBeInTheDocument();
    expect(api.calls('GET', 'flows/two')).toEqual([]);
    first.unmount();

    // The page opened on the start screen: the employee came to the flow, which loads.
    forgetOpeningLocation();
    noteLocation({ key: 'default', pathname: '/', search: '' });
    noteLocation({ key: 'default', pathname: '/run', search: '' });
    await render({ source: 'preshift', flowId: 'two', cameFrom: '/cabinet' });
    expect(await screen.findByRole('button', { name: 'Right 1' })).toBeInTheDocument();
    expect(api.calls('GET', 'flows/two')).toHaveLength(1);
  });

  it('keeps the results of a failed send in the outbox, which sends them later; the run is not kept', async () => {
    // Retries come within a few milliseconds (full jitter drawn near zero).
    startOutbox({ random: () => 0.001 });
    const api = setupMockApi();
    api.answer('GET', 'flows/two', { status: 200, body: { data: twoEducations } });
    api.answer('POST', 'flows/edu-a', { status: 500, body: { message: 'down' } });
    const { store, router } = await render({
      source: 'preshift',
      flowId: 'two',
      cameFrom: '/cabinet',
    });
    // Where the address stood when the run left the store: a reload there must not restart the flow.
    let clearedAt: string | null = null;
    let ran = false;
    store.subscribe(() => {
      const run = store.getState().stepper?.run;
      if (run) ran = true;
      else if (ran && clearedAt === null) clearedAt = router.state.location.pathname;
    });
    await answer('Right 1');
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
    await expect.poll(() => clearedAt).toBe('/cabinet');
    // The spec's text, and the note that the results are saved on the terminal.
    expect(store.getState().toast.items).toContainEqual(
      expect.objectContaining({
        messageKey: 'stepper:errors.sendQuestions',
        noteKey: 'outcome:kept',
      }),
    );
    expect(store.getState().stepper?.run).toBeNull();

    const failed = api.calls('POST', 'flows/edu-a').length;
    api.answer('POST', 'flows/edu-a', { status: 200, body: { data: { ok: true } } });
    await api.answered('POST', 'flows/edu-a', failed + 1);
    const sent = api.calls('POST', 'flows/edu-a');
    expect(new Set(sent.map((call) => call.body.history)).size).toBe(1);
    expect(JSON.parse(String(sent.at(-1)?.body.history))).toMatchObject({
      flow: 'edu-a',
      employee: employee.uuid,
    });
  });

  it('a reload under way when the first attempt ends keeps the run sending for the next page', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/two', { status: 200, body: { data: twoEducations } });
    api.answer('POST', 'flows/edu-a', { status: 503, body: { message: 'maintenance' } });
    const { store, router } = await render({
      source: 'preshift',
      flowId: 'two',
      cameFrom: '/cabinet',
    });
    await answer('Right 1');
    // The reload starts (beforeunload) while the first attempt is on its way.
    window.dispatchEvent(new Event('beforeunload'));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    await api.answered('POST', 'flows/edu-a', 1);
    await expect
      .poll(() => store.getState().toast.items.map((toast) => toast.messageKey))
      .toContain('stepper:errors.sendQuestions');
    // The page reloads the flow's address: the run is still there, sending, to be resumed.
    expect(router.state.location.pathname).toBe('/run');
    expect(store.getState().stepper?.run?.status).toBe('sending');
    // Should the page stay after all, it leaves a moment later.
    window.dispatchEvent(new Event('pageshow'));
    expect(
      await screen.findByText('arrived at /cabinet', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(store.getState().stepper?.run).toBeNull();
  });

  it('offers Skip in developer mode', async () => {
    const api = setupMockApi();
    api.answer('GET', 'flows/two', { status: 200, body: { data: twoEducations } });
    await render(
      { source: 'preshift', flowId: 'two', cameFrom: '/cabinet' },
      {},
      { devMode: true },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('button', { name: 'Right 2' })).toBeInTheDocument();
    const history = JSON.parse(String(api.calls('POST', 'flows/edu-a')[0]?.body.history)) as {
      steps: unknown[];
    };
    expect(history.steps).toEqual([]);
  });
});
