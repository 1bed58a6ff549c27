import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { useAppSelector } from '@/lib/state/hooks';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { newRun } from '../new-run';
import type { StepperRun } from '../run-model';
import { selectRun, stepAdvanced } from '../stepper-slice';
import { browserEducations, twelveSteps } from '../testing/flows';

import { RunView } from './run-view';
import { StepHost } from './step-host';

installFakeIndexedDb();

const employee = testEmployee({ uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a', number: '1001' });
const educations = browserEducations(twelveSteps);
const run = newRun(
  { source: 'preshift', cameFrom: '/cabinet' },
  'long',
  employee.uuid,
  educations,
  0,
);
const state = (current: StepperRun) => ({
  ...initialisedState({ user: employee }),
  stepper: { run: current, questionCounts: {} },
});
const devMode = { devMode: true };

/** The run view of the store's run, as the flow runner shows it. */
function LiveRun() {
  const current = useAppSelector(selectRun);
  return current ? <RunView run={current} /> : null;
}

describe('the step on screen', () => {
  it('moves the run on from the current step', async () => {
    const { store } = await renderWithProviders(<StepHost run={run} />, {
      preloadedState: state(run),
      config: devMode,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(selectRun(store.getState())?.stepIndex).toBe(1);
  });

  it('changes nothing from a step the run has already left (still on screen while the next one renders)', async () => {
    const moved = { ...run, stepIndex: 1 };
    const { store } = await renderWithProviders(<StepHost run={run} />, {
      preloadedState: state(moved),
      config: devMode,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Right 1' }));
    expect(selectRun(store.getState())).toEqual(moved);
  });

  it('draws the next step after the change has painted, keeping the leaving one inert meanwhile', async () => {
    const { store, container } = await renderWithProviders(<LiveRun />, {
      preloadedState: state(run),
      config: devMode,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 1' })).toBeVisible();
    const heading = () => container.querySelector('h1')?.textContent;
    const host = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = host.IS_REACT_ACT_ENVIRONMENT;
    // Outside act(), React renders as in the browser: the urgent render in a microtask, the
    // deferred one in a task of its own.
    host.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      store.dispatch(stepAdvanced({ now: 1 }));
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      expect(heading()).toBe('Question 1');
      expect(container.querySelector('.step-fade')).toHaveAttribute('inert');
      await waitFor(() => expect(heading()).toBe('Question 2'));
      expect(container.querySelector('.step-fade')).not.toHaveAttribute('inert');
    } finally {
      host.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
