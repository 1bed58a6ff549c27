import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { ErrorScreen } from '@/features/system/error-screen';
import { installSimulatedKiosk, type SimulatorHost } from '@/lib/bridge/simulated-kiosk';
import { fatalErrorRaised } from '@/lib/state/app-slice';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { useShellStatus } from './use-shell-status';

const host = window as SimulatorHost & { kiosk?: unknown };
afterEach(() => {
  delete host.kiosk;
  delete host.kioskSimulator;
  delete host.kioskSimulatorPreset;
});

function Probe() {
  useShellStatus();
  return null;
}

const rfidOnly = {
  modules: ['study', 'rfid'],
  is_rfid: true,
  is_auth_only_rfid: true,
};
const start = (settings: Record<string, unknown>, rfidWorking = false) => {
  host.kioskSimulatorPreset = { rfidWorking };
  const simulator = installSimulatedKiosk();
  return {
    simulator,
    rendered: renderWithProviders(<Probe />, { preloadedState: initialisedState({ settings }) }),
  };
};

describe('RFID_FAIL (fatal) on an RFID-only terminal', () => {
  it('a reader that fails its check before it ever worked raises RFID_FAIL; the reader working clears it', async () => {
    const { simulator, rendered } = start(rfidOnly);
    const { store } = await rendered;
    expect(store.getState().app.errors).toEqual([]);
    act(() => simulator.rfid.fail('RFID connection error'));
    expect(store.getState().app.errors).toEqual(['RFID_FAIL']);
    act(() => simulator.rfid.setWorking(true));
    expect(store.getState().app.errors).toEqual([]);
    expect(store.getState().app.isRfidWork).toBe(true);
  });

  it('a failed read of a reader that has worked is not fatal (the RFID screen shows it for 2 s)', async () => {
    const { simulator, rendered } = start(rfidOnly, true);
    const { store } = await rendered;
    act(() => simulator.rfid.fail('RFID connection error'));
    expect(store.getState().app.errors).toEqual([]);
  });

  it('a terminal that also logs in by number is not stopped by its reader', async () => {
    const { simulator, rendered } = start({ ...rfidOnly, is_auth_only_rfid: false });
    const { store } = await rendered;
    act(() => simulator.rfid.fail('RFID connection error'));
    expect(store.getState().app.errors).toEqual([]);
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
