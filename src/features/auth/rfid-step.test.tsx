import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installSimulatedKiosk } from '@/lib/bridge/simulated-kiosk';
import { initialisedState } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { removeShell } from '@/testing/simulated-shell';

import { RFID_ERROR_MS, RfidStep } from './rfid-step';

afterEach(removeShell);

const renderRfid = () =>
  renderWithProviders(<RfidStep />, {
    preloadedState: initialisedState({ settings: { is_auth_only_rfid: true } }),
    routes: [{ path: '/cabinet', element: <p>arrived at /cabinet</p> }],
  });

describe('RFID-only login', () => {
  it('logs in the owner of the card the reader reports', async () => {
    const simulator = installSimulatedKiosk();
    const api = setupMockApi();
    await renderRfid();
    expect(screen.getByRole('status')).toHaveTextContent('Hold your card to the reader');
    act(() => simulator.rfid.present('0012345678'));
    expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
    expect(api.calls('POST', 'employees/auth')[0]?.body).toEqual({ rfid: '0012345678' });
  });

  it('shows a read error for 2 s, then restarts the reader', async () => {
    vi.useFakeTimers();
    const simulator = installSimulatedKiosk();
    setupMockApi();
    await renderRfid();
    act(() => simulator.rfid.fail('checksum'));
    expect(screen.getByRole('alert')).toHaveTextContent('Card read error. Try again.');
    act(() => vi.advanceTimersByTime(RFID_ERROR_MS - 1));
    expect(simulator.rfid.restarts()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(simulator.rfid.restarts()).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(RFID_ERROR_MS).toBe(2_000);
  });

  it('shows the server message for an unknown card, then waits again', async () => {
    const simulator = installSimulatedKiosk();
    setupMockApi();
    await renderRfid();
    act(() => simulator.rfid.present('9999'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Employee not found');
  });
});
