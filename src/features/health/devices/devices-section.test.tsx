import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { rfidStatusChanged, settingsLoaded } from '@/lib/state/app-slice';
import { mockSettings } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { installShell, removeShell } from '@/testing/simulated-shell';

import { DEVICE_HISTORY_LINES } from '../health-constants';
import { resetDeviceHistory } from './device-history';
import { RFID_PROBE_MS } from './device-probes';
import { DevicesSection } from './devices-section';

beforeEach(resetDeviceHistory);
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

  it("keeps each device's last status lines with their times, the newest first", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00'), shouldAdvanceTime: true });
    const simulator = installShell();
    await renderWithProviders(<DevicesSection />);
    await screen.findByText(/Detected on its port/);
    act(() => simulator.rfid.fail('CRC mismatch'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    act(() => simulator.rfid.present('0012345678'));
    act(() => simulator.breathalyzer.fail('module', 'Error in module Alcotester'));
    const rfid = within(screen.getByRole('list', { name: 'RFID reader: last statuses' }));
    const lines = rfid.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines[0]).toMatch(/08:01.*Card read: 0012345678$/);
    expect(lines[1]).toMatch(/08:00.*Read error: CRC mismatch$/);
    expect(lines[2]).toMatch(/08:00.*Working\.$/);
    const breathalyzer = within(screen.getByRole('list', { name: 'Breathalyzer: last statuses' }));
    expect(breathalyzer.getAllByRole('listitem')[0]).toHaveTextContent(
      /Error module: Error in module Alcotester$/,
    );
    expect(breathalyzer.getByText(/The device answers on its port\./)).toBeVisible();

    for (let card = 0; card < 10; card += 1) act(() => simulator.rfid.present(`card-${card}`));
    const kept = rfid.getAllByRole('listitem');
    expect(kept).toHaveLength(DEVICE_HISTORY_LINES);
    expect(kept[0]).toHaveTextContent(/Card read: card-9$/);
  });

  it('takes a snapshot of a network camera on its test, or says why not', async () => {
    const url = 'http://10.0.0.7/snapshot.jpg';
    const simulator = installShell();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:snapshot');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<DevicesSection />);
    act(() => {
      store.dispatch(settingsLoaded(mockSettings({ front_camera: url, view_camera: '' })));
    });
    expect(await screen.findByText(`Front camera: ${url}`, { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Test: snapshot' }));
    const image = await screen.findByRole('img', { name: 'Snapshot of the Front camera' });
    expect(image).toHaveAttribute('src', 'blob:snapshot');
    const created = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(created.type).toBe('image/jpeg');
    const history = within(screen.getByRole('list', { name: 'Front camera: last statuses' }));
    expect(history.getByText(/Snapshot taken\./)).toBeVisible();

    simulator.camera.setSnapshot(url, 'notFound');
    await user.click(screen.getByRole('button', { name: 'Test: snapshot' }));
    expect(await screen.findByText('No snapshot: notFound')).toBeVisible();
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent(/No snapshot: notFound$/);
  });
});
