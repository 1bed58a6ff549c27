import {
  defaultDeviceSettings,
  type DeviceSettings,
  type ShellConfig,
  type UpdateInfo,
  type UpdateStatus,
} from '@shared/device-settings';
import type { LogEntry } from '@shared/ipc-contract';
import type { ConfigApi, LogApi, Result, StorageApi, UpdateApi } from '@shared/kiosk-api';

import { channel } from './simulated-devices';

/**
 * How the simulated shell starts, read from `window.kioskSimulatorPreset` before the app boots
 * (end-to-end tests set it with `page.addInitScript`): the OS, a start error (the setup wizard),
 * the saved settings and host, the serial ports, the reader's state and an available update.
 */
export interface SimulatorPreset {
  os?: ShellConfig['os'];
  startError?: boolean;
  deviceSettings?: Partial<DeviceSettings>;
  serverHost?: string;
  hasPassword?: boolean;
  /** false: a machine without an OS keychain (the Linux password cannot be stored). */
  passwordStorable?: boolean;
  serialPorts?: string[];
  rfidWorking?: boolean;
  update?: UpdateInfo | null;
  /** The installer code the simulated shell accepts (none: every code is refused). */
  installerCode?: string;
  /**
   * The shell does not hold setup open (its server answers, no installer code): the host and the
   * password are refused with code setupLocked, as the real shell refuses them.
   */
  setupLocked?: boolean;
}

/** The shell messages the renderer sent, in order (get_conf and the port list are not recorded). */
export type ShellCall =
  'save_device_settings' | 'save_server_host' | 'save_pass' | 'relaunch' | 'exit';

/** Scripts and inspects the simulated shell's settings and life. */
export interface ConfigScript {
  /** The messages received, in order. */
  calls: () => ShellCall[];
  deviceSettings: () => DeviceSettings;
  serverHost: () => string;
  /** The last password saved, or null (the real shell never gives it back; the simulator does). */
  password: () => string | null;
  setSerialPorts: (ports: string[]) => void;
  /** Makes the next relaunch requests fail (the renderer shows the restart error). */
  failRelaunch: (fail: boolean) => void;
  /** How often the page reported its start error to the shell. */
  startErrorReports: () => number;
}

/** Counts of the app's relaunch and exit requests. */
export interface AppScript {
  relaunches: () => number;
  exits: () => number;
}

/** Scripts the simulated updater. */
export interface UpdateScript {
  /** What update.check answers: an update, or null for none. */
  setAvailable: (info: UpdateInfo | null) => void;
  /** Pushes an update status to the renderer. */
  status: (status: UpdateStatus) => void;
  /** The updates the renderer started (the ones the shell offered then), in order. */
  starts: () => UpdateInfo[];
}

/**
 * The log lines the renderer wrote to the shell, kept in memory (`kioskSimulator.log.lines()`):
 * the browser's console already shows each of them through the console sink.
 */
export interface LogScript {
  lines: () => LogEntry[];
}

/** Serial ports a Windows terminal with a USB adapter might offer. */
export const SIMULATED_SERIAL_PORTS = ['COM1', 'COM3', 'COM4', '/dev/ttyUSB0'];

const ok: Result = { ok: true };

/** How often the renderer asked the shell to write its storage to disk. */
export interface StorageScript {
  flushes: () => number;
}

/** The simulated shell's config, update and log capabilities, kept in memory. */
export function simulatedShell(preset: SimulatorPreset = {}) {
  let settings: DeviceSettings = { ...defaultDeviceSettings, ...preset.deviceSettings };
  let host = preset.serverHost ?? '';
  let password: string | null = null;
  let hasPassword = preset.hasPassword ?? false;
  let ports = [...(preset.serialPorts ?? SIMULATED_SERIAL_PORTS)];
  let relaunchFails = false;
  let available: UpdateInfo | null = preset.update ?? null;
  const calls: ShellCall[] = [];
  const started: UpdateInfo[] = [];
  const lines: LogEntry[] = [];
  const statuses = channel<UpdateStatus>();
  const record = (call: ShellCall, result: Result = ok) => {
    calls.push(call);
    return Promise.resolve(result);
  };
  let setupLocked = preset.setupLocked ?? false;
  let startErrorReports = 0;
  const lockedResult: Result = {
    ok: false,
    code: 'setupLocked',
    message: 'The setup wizard is not open',
  };

  const config: ConfigApi = {
    get: () =>
      Promise.resolve({
        deviceSettings: structuredClone(settings),
        serverHost: host,
        hasPassword,
        passwordStorable: preset.passwordStorable ?? true,
        os: preset.os ?? 'linux',
        startError: preset.startError ?? false,
        devTools: true,
      }),
    saveDeviceSettings: (next) => {
      settings = structuredClone(next);
      return record('save_device_settings');
    },
    saveServerHost: (next) => {
      if (setupLocked) return record('save_server_host', lockedResult);
      host = next;
      return record('save_server_host');
    },
    savePassword: (next) => {
      if (setupLocked) return record('save_pass', lockedResult);
      password = next;
      hasPassword = true;
      return record('save_pass');
    },
    reportStartError: () => {
      startErrorReports += 1;
      return Promise.resolve(!setupLocked);
    },
    verifyInstallerCode: (code) => {
      const right = preset.installerCode !== undefined && code === preset.installerCode;
      if (right) setupLocked = false;
      return Promise.resolve(right);
    },
    listSerialPorts: () => Promise.resolve([...ports]),
    relaunch: () =>
      record(
        'relaunch',
        relaunchFails ? { ok: false, code: 'relaunch', message: 'relaunch refused' } : ok,
      ),
    exit: () => record('exit'),
  };
  const update: UpdateApi = {
    check: () => Promise.resolve(available ? { ...available } : null),
    // As the real shell: it installs what its own check offers, never what the page names.
    start: () => {
      if (!available) return Promise.resolve({ ok: false, code: 'noUpdate', message: 'No update' });
      started.push({ ...available });
      return Promise.resolve(ok);
    },
    onStatus: statuses.on,
  };
  const logApi: LogApi = { write: (entry) => void lines.push(entry) };
  let flushes = 0;
  const storage: StorageApi = {
    flush: () => {
      flushes += 1;
    },
  };

  const count = (call: ShellCall) => () => calls.filter((item) => item === call).length;
  return {
    api: { config, update, log: logApi, storage },
    script: {
      config: {
        calls: () => [...calls],
        deviceSettings: () => structuredClone(settings),
        serverHost: () => host,
        password: () => password,
        setSerialPorts: (next: string[]) => {
          ports = [...next];
        },
        failRelaunch: (fail: boolean) => {
          relaunchFails = fail;
        },
        startErrorReports: () => startErrorReports,
      } satisfies ConfigScript,
      app: { relaunches: count('relaunch'), exits: count('exit') } satisfies AppScript,
      update: {
        setAvailable: (info: UpdateInfo | null) => {
          available = info;
        },
        status: (status: UpdateStatus) => statuses.emit(status),
        starts: () => [...started],
      } satisfies UpdateScript,
      log: { lines: () => [...lines] } satisfies LogScript,
      storage: { flushes: () => flushes } satisfies StorageScript,
    },
  };
}
