/**
 * get_conf, save_device_settings, save_server_host, save_pass, serial:list and the setup gate's
 * channels (with the installer code set in the wizard, kept as a hash under the same gate). get_conf is built field by field from what the renderer may know: the password never
 * leaves the main process. The host and the password are saved only while the shell's own setup
 * gate (setup-gate.ts) holds the wizard open: the page cannot re-point the shell at will.
 */
import { z } from 'zod';

import type { ShellConfig } from '../../shared/device-settings';
import type { Result } from '../../shared/kiosk-api';
import type { ConfigStore } from '../config-store';
import { installerCodePattern, makePinHash, type PinHash } from '../installer-code';
import type { Handle } from '../ipc';
import type { SetupGate } from '../setup-gate';
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
    setupGate: SetupGate;
    /** The installer code's hash in force: the shell's own, else the site's or config.json's. */
    installerPin: () => Promise<PinHash | null>;
    /** Hashes a new installer code (makePinHash; tests pass fewer iterations). */
    hashInstallerCode?: (code: string) => Promise<string>;
    log: (message: string) => void;
  },
): void {
  const hashCode = deps.hashInstallerCode ?? ((code: string) => makePinHash(code));
  /** A save the setup gate must allow first. */
  const gated = async (action: () => Promise<void>): Promise<Result> => {
    const allowed = await deps.setupGate.allowSave();
    return allowed.ok ? saved(action, deps.log) : allowed;
  };
  handle('get_conf', noArgs, async (): Promise<ShellConfig> => {
    const stored = await deps.store.load();
    return {
      deviceSettings: withMachineFacts(stored.deviceSettings, deps.machine()),
      serverHost: stored.serverHost,
      hasPassword: stored.hasPassword,
      passwordStorable: deps.passwordStorable(),
      os: deps.os,
      installerCodeSet: (await deps.installerPin()) !== null,
      startError: stored.startError,
      devTools: deps.devTools,
    };
  });
  handle('save_device_settings', z.tuple([deviceSettingsSchema]), (settings) =>
    saved(() => deps.store.saveDeviceSettings(settings), deps.log),
  );
  handle('save_server_host', z.tuple([serverHostSchema]), (host) =>
    gated(() => deps.store.saveServerHost(host)),
  );
  handle('save_pass', z.tuple([passwordSchema]), (password) =>
    gated(() => deps.store.savePassword(password)),
  );
  handle('setup:report-start-error', noArgs, () => deps.setupGate.reportStartError());
  handle('setup:verify-installer-code', z.tuple([z.string().max(64)]), (code) =>
    deps.setupGate.verifyInstallerCode(code),
  );
  handle('setup:open-from-health', noArgs, () => deps.setupGate.openFromHealth());
  handle('setup:save-installer-code', z.tuple([z.string().regex(installerCodePattern)]), (code) =>
    gated(async () => deps.store.saveInstallerPinHash(await hashCode(code))),
  );
  handle('serial:list', noArgs, () => deps.listSerialPorts());
}
