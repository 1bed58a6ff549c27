/**
 * get_conf, save_device_settings, save_server_host, save_pass and serial:list. get_conf is built
 * field by field from what the renderer may know: the password never leaves the main process.
 */
import { z } from 'zod';

import type { ShellConfig } from '../../shared/device-settings';
import type { Result } from '../../shared/kiosk-api';
import type { ConfigStore } from '../config-store';
import type { Handle } from '../ipc';
import { withMachineFacts, type MachineFacts, type ShellOs } from '../machine-facts';
import { deviceSettingsSchema, noArgs, passwordSchema, serverHostSchema } from '../validation';

/** Runs a save, turning a failure into the Result the renderer shows. */
async function saved(action: () => Promise<void>, log: (message: string) => void): Promise<Result> {
  try {
    await action();
    return { ok: true };
  } catch (error) {
    log(`Save failed: ${(error as Error).message}`);
    return { ok: false, code: 'saveFailed', message: (error as Error).message };
  }
}

export function registerConfigChannels(
  handle: Handle,
  deps: {
    store: ConfigStore;
    os: ShellOs;
    devTools: boolean;
    machine: () => MachineFacts;
    listSerialPorts: () => Promise<string[]>;
    /** Whether the OS keychain is there to seal the Linux password. */
    passwordStorable: () => boolean;
    log: (message: string) => void;
  },
): void {
  handle('get_conf', noArgs, async (): Promise<ShellConfig> => {
    const stored = await deps.store.load();
    return {
      deviceSettings: withMachineFacts(stored.deviceSettings, deps.machine()),
      serverHost: stored.serverHost,
      hasPassword: stored.hasPassword,
      passwordStorable: deps.passwordStorable(),
      os: deps.os,
      startError: stored.startError,
      devTools: deps.devTools,
    };
  });
  handle('save_device_settings', z.tuple([deviceSettingsSchema]), (settings) =>
    saved(() => deps.store.saveDeviceSettings(settings), deps.log),
  );
  handle('save_server_host', z.tuple([serverHostSchema]), (host) =>
    saved(() => deps.store.saveServerHost(host), deps.log),
  );
  handle('save_pass', z.tuple([passwordSchema]), (password) =>
    saved(() => deps.store.savePassword(password), deps.log),
  );
  handle('serial:list', noArgs, () => deps.listSerialPorts());
}
