import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DeviceInfo } from '@/components/device-info/device-info';
import { RFID_ERROR_MS } from '@/features/auth/rfid-constants';
import { StartScreen } from '@/features/auth/start-screen';
import { ErrorScreen } from '@/features/system/error-screen';
import { installSimulatedKiosk, type SimulatorHost } from '@/lib/bridge/simulated-kiosk';
import { fatalErrorRaised } from '@/lib/state/app-slice';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { useShellStatus } from './use-shell-status';

const host = window as SimulatorHost & { kiosk?: unknown };
afterEach(() => {
  vi.useRealTimers();
  delete host.kiosk;
  delete host.kioskSimulator;
  delete host.kioskSimulatorPreset;
});

const rfidOnly = {
  modules: ['study', 'rfid'],
  is_rfid: true,
  is_auth_only_rfid: true,
};

/** The start screen of a desktop terminal with its shell watchers and device bar, as the app shows them. */
function Terminal() {
  useShellStatus();
  return (
    <>
      <DeviceInfo />
      <StartScreen />
    </>
  );
}

const start = (settings: Record<string, unknown>, rfidWorking = false) => {
  host.kioskSimulatorPreset = { rfidWorking };
  const simulator = installSimulatedKiosk();
  const state = initialisedState({ settings });
  // The app starts with the reader not known to work; the shell reports its status at once.
  const app = state.app && { ...state.app, isRfidWork: false };
  return {
    simulator,
    rendered: renderWithProviders(<Terminal />, { preloadedState: { ...state, app } }),
  };
};

const numberHeading = () => screen.queryByRole('heading', { name: 'Enter your personnel number' });
const rfidHeading = () => screen.queryByRole('heading', { name: 'Log in with your card' });

describe('an RFID-only terminal whose reader fails (spec 1 §2: the next start variant)', () => {
  it('offers the personnel number, shows the reader down, and returns to the card once the reader works', async () => {
    const { simulator, rendered } = start(rfidOnly);
    const { store } = await rendered;
    act(() => simulator.rfid.fail('RFID connection error'));
    expect(store.getState().app.errors).toEqual([]);
    expect(numberHeading()).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'RFID not working' })).toBeInTheDocument();
    act(() => simulator.rfid.setWorking(true));
    expect(
      await screen.findByRole('heading', { name: 'Log in with your card' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'RFID working' })).toBeInTheDocument();
    expect(numberHeading()).not.toBeInTheDocument();
    expect(store.getState().app.errors).toEqual([]);
  });

  it('a failed read on the card screen shows its error for 2 s, restarts the reader, then falls back', async () => {
    const { simulator, rendered } = start(rfidOnly, true);
    const { store } = await rendered;
    expect(
      await screen.findByRole('heading', { name: 'Log in with your card' }),
    ).toBeInTheDocument();
    vi.useFakeTimers();
    // The shell's reader marks itself not working, then reports the error.
    act(() => {
      simulator.rfid.setWorking(false);
      simulator.rfid.fail('RFID connection error');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Card read error. Try again.');
    act(() => vi.advanceTimersByTime(RFID_ERROR_MS - 1));
    expect(rfidHeading()).toBeInTheDocument();
    expect(simulator.rfid.restarts()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(simulator.rfid.restarts()).toBe(1);
    expect(numberHeading()).toBeInTheDocument();
    expect(store.getState().app.errors).toEqual([]);
    act(() => simulator.rfid.setWorking(true));
    expect(rfidHeading()).toBeInTheDocument();
    expect(RFID_ERROR_MS).toBe(2_000);
  });

  it('a terminal that also logs in by number is not stopped by its reader', async () => {
    const { simulator, rendered } = start({ ...rfidOnly, is_auth_only_rfid: false });
    const { store } = await rendered;
    act(() => simulator.rfid.fail('RFID connection error'));
    expect(store.getState().app.errors).toEqual([]);
    expect(numberHeading()).toBeInTheDocument();
  });
});

describe('the error screen', () => {
  it('shows the status line and leads back, clearing the fatal errors', async () => {
    const routes = [{ path: '/cabinet', element: <p>cabinet</p> }];
    const { store } = await renderWithProviders(<ErrorScreen statuses={['ALCO_FAIL']} />, {
      preloadedState: initialisedState({ user: testEmployee() }),
      routes,
    });
    act(() => {
      store.dispatch(fatalErrorRaised('ALCO_FAIL'));
    });
    expect(screen.getByText(/Failed to connect breathalyzer/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the personal area' }));
    expect(store.getState().app.errors).toEqual([]);
    expect(await screen.findByText('cabinet')).toBeInTheDocument();
  });
});
