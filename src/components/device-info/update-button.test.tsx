import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { UPDATE_ERROR_RESET_MS } from '@/lib/bridge/update-rules';
import { useUpdateStatus } from '@/lib/bridge/use-update-status';
import { initialAppState } from '@/lib/state/app-slice';
import { renderWithProviders } from '@/testing/render';

import { DeviceInfo } from './device-info';
import { installShell, newerUpdate, removeShell } from '@/testing/simulated-shell';

afterEach(removeShell);

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The header's device info with the app shell's update status hook and the toasts. */
function Harness() {
  useUpdateStatus();
  return (
    <>
      <DeviceInfo />
      <ToastStack />
    </>
  );
}

async function renderHarness() {
  const result = await renderWithProviders(<Harness />, {
    preloadedState: { app: { ...initialAppState, initialized: true } },
  });
  await advance(0);
  return result;
}

describe('the update button', () => {
  it('shows on the Windows shell for a newer version and starts the update', async () => {
    vi.useFakeTimers();
    const simulator = installShell({ os: 'windows', update: newerUpdate });
    const { store } = await renderHarness();
    expect(screen.getByText('Version 3.21.0 is available')).toBeInTheDocument();
    expect(store.getState().app.isCanUpdate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await advance(0);
    expect(simulator.update.starts()).toEqual([newerUpdate]);
    expect(screen.getByRole('status')).toHaveTextContent('Update started. Wait!');
    expect(store.getState().app.update_status).toBe('update');
  });

  it('is not shown on Linux, nor for the running version', async () => {
    vi.useFakeTimers();
    installShell({ os: 'linux', update: newerUpdate });
    const { store, unmount } = await renderHarness();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(store.getState().app.isCanUpdate).toBe(false);
    unmount();
    removeShell();
    installShell({ os: 'windows', update: { ...newerUpdate, new_version: '3.20.0' } });
    await renderHarness();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it("on status 'error' shows the error toast and goes back to none after exactly 10 s", async () => {
    vi.useFakeTimers();
    const simulator = installShell({ os: 'windows', update: newerUpdate });
    const { store } = await renderHarness();
    act(() => simulator.update.status('error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Update error. Check the console.');
    expect(store.getState().app.update_status).toBe('error');
    expect(UPDATE_ERROR_RESET_MS).toBe(10_000);
    await advance(UPDATE_ERROR_RESET_MS - 1);
    expect(store.getState().app.update_status).toBe('error');
    await advance(1);
    expect(store.getState().app.update_status).toBe('none');
  });
});
