import type { DeviceSettings } from '@shared/device-settings';
import type { KioskApi, Result } from '@shared/kiosk-api';

import { log } from '@/lib/log';

import { getKiosk } from './kiosk';
import { useShellAnswer } from './use-shell-answer';

/** What the setup wizard hands to the shell on Done. */
export interface SetupPayload {
  deviceSettings: DeviceSettings;
  serverHost: string;
  /** Saved only when entered (empty keeps the shell's saved password). */
  password: string;
  /** A new installer code, saved (as a hash, by the shell) only when entered. */
  installerCode: string;
}

/**
 * How Done ended: the shell restarted (and exits), or which part failed; `locked` when the shell
 * refused the host or password because it does not hold the setup wizard open.
 */
export type SetupOutcome = { ok: true } | { ok: false; failed: 'save' | 'locked' | 'relaunch' };

/** The shell's refusal of a host or password saved while it does not hold setup open. */
export const SETUP_LOCKED_CODE = 'setupLocked';

const failure = (error: unknown): Result => ({ ok: false, code: 'ipc', message: String(error) });

/**
 * Done of the setup wizard (spec 2 §4): saves the server host, the password (only if entered) and
 * the device settings, then asks the shell to relaunch, then to exit.
 */
export async function applySetup(payload: SetupPayload): Promise<SetupOutcome> {
  const kiosk = getKiosk();
  if (!kiosk) return { ok: false, failed: 'save' };
  const { config } = kiosk;
  // The host and password first: when the shell refuses them (setup not open), nothing is saved.
  const saves: Array<() => Promise<Result>> = [
    () => config.saveServerHost(payload.serverHost),
    ...(payload.password ? [() => config.savePassword(payload.password)] : []),
    ...(payload.installerCode ? [() => config.saveInstallerCode(payload.installerCode)] : []),
    () => config.saveDeviceSettings(payload.deviceSettings),
  ];
  for (const save of saves) {
    const result = await save().catch(failure);
    if (!result.ok) {
      log.error(`setup: saving failed (${result.code})`, result.message);
      return { ok: false, failed: result.code === SETUP_LOCKED_CODE ? 'locked' : 'save' };
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

/**
 * Tells the shell the wizard shows because the start failed; the shell checks it with its own request
 * to the server and only then accepts the host and the password. False outside the shell.
 */
export async function reportStartError(): Promise<boolean> {
  const kiosk = getKiosk();
  if (!kiosk) return false;
  return kiosk.config.reportStartError().catch((error: unknown) => {
    log.warn('setup: reporting the start error failed', error);
    return false;
  });
}

/** Whether the desktop shell takes `code` as the installer code (false outside the shell). */
export async function verifyShellInstallerCode(code: string): Promise<boolean> {
  const kiosk = getKiosk();
  if (!kiosk) return false;
  return kiosk.config.verifyInstallerCode(code).catch((error: unknown) => {
    log.warn('shell: checking the installer code failed', error);
    return false;
  });
}

/**
 * The health screen opens the setup wizard: true when the shell, having checked the installer code
 * itself, now accepts the host and the password. False outside the shell.
 */
export async function openSetupFromHealth(): Promise<boolean> {
  const kiosk = getKiosk();
  if (!kiosk) return false;
  return kiosk.config.openSetupFromHealth().catch((error: unknown) => {
    log.warn('shell: opening setup from the health screen failed', error);
    return false;
  });
}

/** Quits the desktop shell (the wizard's Close). */
export async function exitShell(): Promise<void> {
  await getKiosk()
    ?.config.exit()
    .catch((error: unknown) => log.error('shell: exit failed', error));
}

const NO_PORTS: string[] = [];
const askPorts = (kiosk: KioskApi) => kiosk.config.listSerialPorts();

/** The serial ports the machine offers (empty until the shell answers, or outside the shell). */
export const useSerialPorts = (): string[] =>
  useShellAnswer(askPorts, NO_PORTS, 'shell: listing the serial ports failed');
