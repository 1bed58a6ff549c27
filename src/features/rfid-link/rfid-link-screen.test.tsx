import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import type { SimulatorPreset } from '@/lib/bridge/simulated-kiosk';
import { rfidStatusChanged } from '@/lib/state/app-slice';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { installShell, removeShell } from '@/testing/simulated-shell';

import { RFID_RESTART_MS } from './card-code';
import { RfidLinkScreen } from './rfid-link-screen';

afterEach(removeShell);

const EMPLOYEE = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';

async function renderLink(options: { rfidWorking?: boolean; preset?: SimulatorPreset } = {}) {
  const simulator = installShell(options.preset ?? {});
  const api = setupMockApi();
  const state = initialisedState({ user: testEmployee({ uuid: EMPLOYEE }) });
  const user = userEvent.setup();
  const result = await renderWithProviders(
    <>
      <RfidLinkScreen />
      <ToastStack />
    </>,
    {
      route: '/set-rfid',
      preloadedState: {
        ...state,
        app: { ...state.app!, isRfidWork: options.rfidWorking ?? true },
      },
      routes: [
        {
          path: '/cabinet',
          element: (
            <>
              <h1>Personal area</h1>
              <ToastStack />
            </>
          ),
        },
      ],
    },
  );
  return { ...result, simulator, api, user };
}

const button = (name: string) => screen.getByRole('button', { name });
/**
 * Saving raises the toast and navigates in one go, and React may show the toast on the linking
 * screen before the personal area replaces it: look at the toast once the personal area is shown.
 */
const personalArea = () => screen.findByRole('heading', { name: 'Personal area' });

describe('RFID linking', () => {
  it('goes idle → recording → card read; Cancel clears the card', async () => {
    const { simulator, user } = await renderLink();
    expect(screen.getByRole('heading', { name: 'Link RFID card' })).toBeInTheDocument();
    expect(screen.getByText('1. Click «Write it down»')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('status')).toHaveTextContent('Ready to link a card');
    expect(button('Save')).toBeDisabled();
    // A card before recording is not taken.
    act(() => simulator.rfid.present('0000000001'));
    expect(button('Save')).toBeDisabled();
    await user.click(button('Write it down'));
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for a card…');
    expect(screen.getByText('2. Lean the card against the reader')).toHaveAttribute(
      'aria-current',
      'step',
    );
    act(() => simulator.rfid.present('0012345678'));
    expect(screen.getByRole('status')).toHaveTextContent('Card read: 0012345678');
    expect(button('Save')).toBeEnabled();
    await user.click(button('Cancel'));
    expect(screen.getByRole('status')).toHaveTextContent('Ready to link a card');
    expect(button('Save')).toBeDisabled();
  });

  it('Save posts the employee and the card, shows "Card is linked" and goes to /cabinet', async () => {
    const { simulator, api, user, router } = await renderLink();
    await user.click(button('Write it down'));
    act(() => simulator.rfid.present('0012345678'));
    await user.click(button('Save'));
    await api.answered('POST', 'rfid/joinToEmployee');
    await personalArea();
    expect(screen.getByText('Card is linked')).toBeInTheDocument();
    expect(api.calls('POST', 'rfid/joinToEmployee').map((call) => call.body)).toEqual([
      { employee: EMPLOYEE, rfid: '0012345678' },
    ]);
    expect(router.state.location.pathname).toBe('/cabinet');
  });

  it('drops the enter of a keyboard-like reader before saving', async () => {
    const { simulator, api, user } = await renderLink({
      preset: { deviceSettings: { rfid: { port: 'COM4', baudRate: 9600, isHid: true } } },
    });
    await user.click(button('Write it down'));
    act(() => simulator.rfid.present('0012345678Enter'));
    await user.click(button('Save'));
    await api.answered('POST', 'rfid/joinToEmployee');
    await personalArea();
    expect(screen.getByText('Card is linked')).toBeInTheDocument();
    expect(api.calls('POST', 'rfid/joinToEmployee')[0]?.body.rfid).toBe('0012345678');
  });

  it('a failed link shows "Error linking card" and still goes to /cabinet', async () => {
    const { simulator, api, user, router } = await renderLink();
    api.answer('POST', 'rfid/joinToEmployee', { status: 500, body: { message: 'Card taken' } });
    await user.click(button('Write it down'));
    act(() => simulator.rfid.present('0012345678'));
    await user.click(button('Save'));
    await api.answered('POST', 'rfid/joinToEmployee');
    await personalArea();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error linking card');
    expect(alert).toHaveTextContent('Card taken');
    expect(router.state.location.pathname).toBe('/cabinet');
  });

  it('cannot record or save while the reader does not work', async () => {
    const { simulator, user, store, api } = await renderLink({ rfidWorking: false });
    expect(screen.getByRole('alert')).toHaveTextContent('The card reader is not working');
    expect(button('Write it down')).toBeDisabled();
    act(() => void store.dispatch(rfidStatusChanged(true)));
    await user.click(button('Write it down'));
    act(() => simulator.rfid.present('0012345678'));
    act(() => void store.dispatch(rfidStatusChanged(false)));
    expect(button('Save')).toBeDisabled();
    expect(api.calls('POST', 'rfid/joinToEmployee')).toHaveLength(0);
  });

  it('after a failed read shows the error and restarts the reader after exactly 1 s', async () => {
    vi.useFakeTimers();
    const { simulator } = await renderLink();
    fireEvent.click(button('Write it down'));
    act(() => simulator.rfid.fail('checksum'));
    expect(screen.getByRole('alert')).toHaveTextContent('Card read error. Try again.');
    expect(RFID_RESTART_MS).toBe(1_000);
    act(() => vi.advanceTimersByTime(RFID_RESTART_MS - 1));
    expect(simulator.rfid.restarts()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(simulator.rfid.restarts()).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for a card…');
  });
});
