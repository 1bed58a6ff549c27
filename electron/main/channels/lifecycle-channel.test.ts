import { describe, expect, it, vi } from 'vitest';

import { createIpc } from '../ipc';
import { fakeKioskContents, fakeRegistrar } from '../testing/ipc-fakes';
import { registerLifecycleChannels } from './lifecycle-channel';

function setup(launchUpdate: () => Promise<boolean>, relaunch = vi.fn()) {
  const fake = fakeRegistrar();
  const ipc = createIpc({ registrar: fake.registrar, kiosk: fakeKioskContents, log: vi.fn() });
  const deps = { liftCloseGuard: vi.fn(), launchUpdate, relaunch, exitSoon: vi.fn(), log: vi.fn() };
  registerLifecycleChannels(ipc.handle, deps);
  return { ...fake, deps };
}

describe('relaunch and exit', () => {
  it('relaunch without a staged update restarts the shell', async () => {
    const { invoke, deps } = setup(async () => false);
    expect(await invoke('relaunch')).toEqual({ ok: true, data: { ok: true } });
    expect(deps.liftCloseGuard).toHaveBeenCalled();
    expect(deps.relaunch).toHaveBeenCalled();
    expect(deps.exitSoon).toHaveBeenCalled();
  });

  it('relaunch with a staged update leaves the restart to the updater', async () => {
    const { invoke, deps } = setup(async () => true);
    await invoke('relaunch');
    expect(deps.relaunch).not.toHaveBeenCalled();
    expect(deps.exitSoon).toHaveBeenCalled();
  });

  it('a failed relaunch answers relaunchFailed and does not exit', async () => {
    const failing = vi.fn(() => {
      throw new Error('no relaunch');
    });
    const { invoke, deps } = setup(async () => false, failing);
    expect(await invoke('relaunch')).toEqual({
      ok: true,
      data: { ok: false, code: 'relaunchFailed', message: 'no relaunch' },
    });
    expect(deps.exitSoon).not.toHaveBeenCalled();
  });

  it('exit lifts the close guard and exits', async () => {
    const { invoke, deps } = setup(async () => false);
    expect(await invoke('exit')).toEqual({ ok: true, data: { ok: true } });
    expect(deps.liftCloseGuard).toHaveBeenCalled();
    expect(deps.exitSoon).toHaveBeenCalled();
  });
});
