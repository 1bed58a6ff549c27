import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { rfidStatusChanged } from '@/lib/state/app-slice';
import { renderWithProviders } from '@/testing/render';
import { installShell, removeShell } from '@/testing/simulated-shell';

import { RFID_PROBE_MS } from './device-probes';
import { DevicesSection } from './devices-section';

afterEach(() => {
  vi.useRealTimers();
  removeShell();
});

describe('the health screen: devices', () => {
  it("shows the shell's ports, whether the breathalyzer answers, and the RFID reader's state", async () => {
    installShell();
    const { store } = await renderWithProviders(<DevicesSection />);
    expect(
      await screen.findByText(/^Breathalyzer: port COM3, 4800 baud\. Detected on its port\./),
    ).toBeVisible();
    expect(screen.getByText(/^RFID reader: COM4, 9600 baud\. Not working\./)).toBeVisible();
    store.dispatch(rfidStatusChanged(true));
    expect(await screen.findByText(/^RFID reader: COM4, 9600 baud\. Working\./)).toBeVisible();
    expect(screen.getByText('Front camera: not set')).toBeVisible();
  });

  it('probes the breathalyzer: $START, the statuses it answers, then $RESET', async () => {
    const simulator = installShell();
    const user = userEvent.setup();
    await renderWithProviders(<DevicesSection />);
    await screen.findByText(/Detected on its port/);
    await user.click(screen.getByRole('button', { name: 'Test: start and reset' }));
    await vi.waitFor(() => expect(simulator.breathalyzer.starts()).toBe(1));
    act(() => simulator.breathalyzer.ready());
    const lines = within(await screen.findByRole('list', { name: 'Test: start and reset' }));
    expect(lines.getByText('The device answers on its port.')).toBeVisible();
    expect(lines.getByText('$START: accepted.')).toBeVisible();
    expect(lines.getByText('Status: ready')).toBeVisible();
    expect(lines.getByText('$RESET: accepted.')).toBeVisible();
    expect(simulator.breathalyzer.resets()).toBe(1);
  });

  it('says when the breathalyzer does not answer on its port, and starts nothing', async () => {
    const simulator = installShell();
    simulator.breathalyzer.setPresent(false);
    const user = userEvent.setup();
    await renderWithProviders(<DevicesSection />);
    expect(await screen.findByText(/Not detected on its port/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Test: start and reset' }));
    expect(await screen.findByText('The device does not answer on its port.')).toBeVisible();
    expect(simulator.breathalyzer.starts()).toBe(0);
  });

  it('reads a card on the RFID test, or says none came within 30 s', async () => {
    const simulator = installShell();
    const user = userEvent.setup();
    await renderWithProviders(<DevicesSection />);
    await user.click(await screen.findByRole('button', { name: 'Test: read a card' }));
    expect(screen.getByRole('status')).toHaveTextContent('Show a card to the reader…');
    act(() => simulator.rfid.present('0012345678'));
    expect(await screen.findByText('Card read: 0012345678')).toBeVisible();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Test: read a card' }));
    await act(() => vi.advanceTimersByTimeAsync(RFID_PROBE_MS));
    expect(await screen.findByText('No card was shown within 30 s.')).toBeVisible();
  });

  it('says no devices are connected without a desktop shell', async () => {
    await renderWithProviders(<DevicesSection />);
    expect(
      screen.getByText('No desktop shell: no devices are connected to this kiosk.'),
    ).toBeVisible();
  });
});
