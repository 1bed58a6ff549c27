import { useEffect, useState } from 'react';

import type { DeviceSettings } from '@shared/device-settings';
import type { Result } from '@shared/kiosk-api';

import { log } from '@/lib/log';

import { getKiosk } from './kiosk';

/** What the setup wizard hands to the shell on Done. */
export interface SetupPayload {
  deviceSettings: DeviceSettings;
  serverHost: string;
  /** Saved only when entered (empty keeps the shell's saved password). */
  password: string;
}

/** How Done ended: the shell restarted (and exits), or which part failed. */
export type SetupOutcome = { ok: true } | { ok: false; failed: 'save' | 'relaunch' };

const failure = (error: unknown): Result => ({ ok: false, code: 'ipc', message: String(error) });

/**
 * Done of the setup wizard (spec 2 §4): saves the device settings, the server host and the
 * password (only if entered), then asks the shell to relaunch, then to exit.
 */
export async function applySetup(payload: SetupPayload): Promise<SetupOutcome> {
  const kiosk = getKiosk();
  if (!kiosk) return { ok: false, failed: 'save' };
  const { config } = kiosk;
  const saves: Array<() => Promise<Result>> = [
    () => config.saveDeviceSettings(payload.deviceSettings),
    () => config.saveServerHost(payload.serverHost),
    ...(payload.password ? [() => config.savePassword(payload.password)] : []),
  ];
  for (const save of saves) {
    const result = await save().catch(failure);
    if (!result.ok) {
      log.error(`setup: saving failed (${result.code})`, result.message);
      return { ok: false, failed: 'save' };
    }
  }
  const relaunched = await config.relaunch().catch(failure);
  if (!relaunched.ok) {
    log.error(`setup: relaunch failed (${relaunched.code})`, relaunched.message);
    return { ok: false, failed: 'relaunch' };
  }
  await config.exit().catch((error: unknown) => log.error('setup: exit failed', error));
  return { ok: true };
}

/** Quits the desktop shell (the wizard's Close). */
export async function exitShell(): Promise<void> {
  await getKiosk()
    ?.config.exit()
    .catch((error: unknown) => log.error('shell: exit failed', error));
}

/** The serial ports the machine offers (empty until the shell answers, or outside the shell). */
export function useSerialPorts(): string[] {
  const [ports, setPorts] = useState<string[]>([]);
  useEffect(() => {
    const kiosk = getKiosk();
    if (!kiosk) return undefined;
    let mounted = true;
    kiosk.config.listSerialPorts().then(
      (list) => mounted && setPorts(list),
      (error: unknown) => log.warn('shell: listing the serial ports failed', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return ports;
}
