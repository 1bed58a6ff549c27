import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LONG_POPOVER_MS } from '@/components/ui/timing';
import { initialAppState, rfidStatusChanged } from '@/lib/state/app-slice';
import { sampled } from '@/lib/state/network-slice';
import { renderWithProviders } from '@/testing/render';

import { DEVICE_INFO_TICK_MS, DeviceInfo } from './device-info';
import { installShell, removeShell } from '@/testing/simulated-shell';

afterEach(removeShell);

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderInfo() {
  const result = await renderWithProviders(<DeviceInfo />, {
    preloadedState: { app: { ...initialAppState, initialized: true, isRfidWork: true } },
  });
  await advance(0);
  return result;
}

describe('the device-info bar', () => {
  it('is not shown in a plain browser', async () => {
    await renderWithProviders(<DeviceInfo />);
    expect(screen.queryByRole('group', { name: 'Terminal' })).not.toBeInTheDocument();
  });

  it('ticks every second: the same reading at 999 ms, the next one at 1 000 ms', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 9, 7, 59, 58));
    installShell();
    await renderInfo();
    const clock = screen.getByRole('timer', { name: 'Terminal time' });
    expect(clock).toHaveTextContent('07:59:58');
    expect(DEVICE_INFO_TICK_MS).toBe(1_000);
    await advance(DEVICE_INFO_TICK_MS - 1);
    expect(clock).toHaveTextContent('07:59:58');
    await advance(1);
    expect(clock).toHaveTextContent('07:59:59');
    await advance(DEVICE_INFO_TICK_MS);
    expect(clock).toHaveTextContent('08:00:00');
  });

  it('shows the network and RFID indicators from the app state', async () => {
    vi.useFakeTimers();
    installShell();
    const { store } = await renderInfo();
    expect(screen.getByRole('img', { name: 'Network: No connection' })).toHaveAttribute(
      'data-colour',
      'black',
    );
    expect(screen.getByRole('img', { name: 'RFID working' })).toHaveAttribute(
      'data-colour',
      'green',
    );
    act(() => {
      store.dispatch(sampled({ speed: 80, code: 503, error: 'Service Unavailable' }));
      store.dispatch(rfidStatusChanged(false));
    });
    expect(screen.getByRole('img', { name: 'Network: Server error' })).toHaveAttribute(
      'data-colour',
      'red',
    );
    expect(screen.getByRole('img', { name: 'RFID not working' })).toHaveAttribute(
      'data-colour',
      'red',
    );
    act(() => void store.dispatch(sampled({ speed: 900, code: 200, error: null })));
    expect(screen.getByRole('img', { name: 'Network: Connection is slow' })).toBeInTheDocument();
    act(() => void store.dispatch(sampled({ speed: 90, code: 200, error: null })));
    expect(screen.getByRole('img', { name: 'Network: Connection is good' })).toBeInTheDocument();
  });

  it('opens a popover with name, IP and version that closes itself after 10 s', async () => {
    vi.useFakeTimers();
    installShell({
      deviceSettings: { use_terminal_name: false, appName: 'Gate 3', ip: '10.1.1.9' },
    });
    await renderInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Device information' }));
    await advance(0);
    const popover = screen.getByRole('dialog', { name: 'Device information' });
    expect(popover).toHaveTextContent('Name: Gate 3');
    expect(popover).toHaveTextContent('IP: 10.1.1.9');
    expect(popover).toHaveTextContent('Version: 3.20.0');
    expect(popover).toHaveTextContent('RFID working');
    expect(LONG_POPOVER_MS).toBe(10_000);
    await advance(LONG_POPOVER_MS - 1);
    expect(screen.getByRole('dialog', { name: 'Device information' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('dialog', { name: 'Device information' })).not.toBeInTheDocument();
  });
});
