import {
  defaultDeviceSettings,
  type DeviceSettings,
  type ShellConfig,
  type UpdateInfo,
  type UpdateStatus,
} from '@shared/device-settings';
import type { LogEntry, ShellLogRecord } from '@shared/ipc-contract';
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
  /** The shell's own log lines (warnings, errors) it starts with: the health screen lists them. */
  shellLog?: ShellLogRecord[];
  /**
   * The installer code the simulated shell accepts (none: every code is refused). The simulator
   * keeps the code as given; the real shell keeps only its hash.
   */
  installerCode?: string;
  /**
   * The shell does not hold setup open (its server answers, the wizard was not opened from the
   * health screen with the installer code): the host, the password and a new installer code are
   * refused with code setupLocked, as the real shell refuses them.
   */
  setupLocked?: boolean;
}

/** The shell messages the renderer sent, in order (get_conf and the port list are not recorded). */
export type ShellCall =
  | 'save_device_settings'
  | 'save_server_host'
  | 'save_pass'
  | 'save_installer_code'
  | 'open_setup_from_health'
  | 'relaunch'
  | 'exit';

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
  /** Whether the shell holds setup open now (the host and the password would be saved). */
  setupOpen: () => boolean;
  /** Whether `code` is the installer code the shell accepts now (one set in the wizard wins). */
  acceptsInstallerCode: (code: string) => boolean;
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
 * the browser's console already shows each of them through the console sink. Only the newest
 * SIMULATED_LOG_KEPT are kept, as the real shell's log file rotates: a test build left running
 * for weeks (the soak, with a write retried all along) must not grow by its own log.
 */
export interface LogScript {
  lines: () => LogEntry[];
  /** The shell logs a line of its own (a device or update failure), now or at `time`. */
  shellWrite: (entry: LogEntry, time?: string) => void;
}

/** How many of the renderer's lines the simulated shell keeps. */
export const SIMULATED_LOG_KEPT = 500;

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
  const shellLines: ShellLogRecord[] = [...(preset.shellLog ?? [])];
  const statuses = channel<UpdateStatus>();
  const record = (call: ShellCall, result: Result = ok) => {
    calls.push(call);
    return Promise.resolve(result);
  };
  let setupLocked = preset.setupLocked ?? false;
  let startErrorReports = 0;
  let installerCode = preset.installerCode;
  let installerVerified = false;
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
        installerCodeSet: installerCode !== undefined,
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
    // As the real shell: the code opens the health screen; only the wizard opened from it opens setup.
    verifyInstallerCode: (code) => {
      const right = installerCode !== undefined && code === installerCode;
      installerVerified ||= right;
      return Promise.resolve(right);
    },
    openSetupFromHealth: () => {
      calls.push('open_setup_from_health');
      if (installerVerified) setupLocked = false;
      return Promise.resolve(installerVerified);
    },
    saveInstallerCode: (code) => {
      if (setupLocked) return record('save_installer_code', lockedResult);
      if (!/^\d{6,16}$/.test(code))
        return record('save_installer_code', {
          ok: false,
          code: 'invalidPayload',
          message: 'Invalid payload',
        });
      installerCode = code;
      return record('save_installer_code');
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
  const logApi: LogApi = {
    write: (entry) => {
      lines.push(entry);
      if (lines.length > SIMULATED_LOG_KEPT) lines.splice(0, lines.length - SIMULATED_LOG_KEPT);
    },
    recent: () => Promise.resolve(shellLines.map((line) => ({ ...line }))),
  };
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
        setupOpen: () => !setupLocked,
        acceptsInstallerCode: (code: string) =>
          installerCode !== undefined && code === installerCode,
      } satisfies ConfigScript,
      app: { relaunches: count('relaunch'), exits: count('exit') } satisfies AppScript,
      update: {
        setAvailable: (info: UpdateInfo | null) => {
          available = info;
        },
        status: (status: UpdateStatus) => statuses.emit(status),
        starts: () => [...started],
      } satisfies UpdateScript,
      log: {
        lines: () => [...lines],
        shellWrite: (entry: LogEntry, time = new Date().toISOString()) =>
          void shellLines.push({ time, ...entry }),
      } satisfies LogScript,
      storage: { flushes: () => flushes } satisfies StorageScript,
    },
  };
}
