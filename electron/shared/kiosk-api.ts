/**
 * The surface the desktop shell's preload exposes to the renderer as `window.kiosk`.
 * Pure types: shared by main, preload and renderer (GUIDE.md §3).
 */

import type { DeviceSettings, ShellConfig, UpdateInfo, UpdateStatus } from './device-settings';
import type { LogEntry, ShellLogRecord } from './ipc-contract';

/** Removes a listener added with an `on…` function. */
export type Unsubscribe = () => void;

/** What a command sent to the shell came to; errors keep a code, since thrown errors lose their type across IPC. */
export type Result = { ok: true } | { ok: false; code: string; message: string };

/** The RFID card reader. */
export interface RfidApi {
  /** A card was read: its code. */
  onCard: (listener: (code: string) => void) => Unsubscribe;
  /** A read failed (the reader restarts after its pause). */
  onError: (listener: (message: string) => void) => Unsubscribe;
  /** Whether the reader works; called at once with the current state, then on every change. */
  onStatus: (listener: (working: boolean) => void) => Unsubscribe;
  /** Starts reading again after a failed read. */
  restart: () => void;
}

/**
 * The breathalyzer's state as the shell maps the device's status lines (read by substring):
 * STANBY is ready; TRIGGER, BREATH and RESULT are analysing; END is finished (the shell then
 * closes the device).
 */
export type BreathalyzerStatus = 'ready' | 'analysing' | 'finished';

/**
 * Breathalyzer failures: startTimeout (no ready status within the start time-out), notFound (no
 * device on the port), module (the device reported an error), accessDenied (the serial port is
 * held or not permitted).
 */
export type BreathalyzerErrorCode = 'startTimeout' | 'notFound' | 'module' | 'accessDenied';

/** A breathalyzer failure; the message is for the log, the code picks the text the user sees. */
export interface BreathalyzerError {
  code: BreathalyzerErrorCode;
  message: string;
}

/** The alcohol tester on its serial port ($START, $RESET; 4800 baud, '$'-delimited lines). */
export interface BreathalyzerApi {
  /** Whether the device answers on its port (the shell gives up after the 2 s status time-out). */
  isPresent: () => Promise<boolean>;
  /** Starts a measurement ($START); the statuses follow through `onStatus`. */
  start: () => Promise<Result>;
  /** Puts a started device back to idle ($RESET), e.g. when the user leaves while it is ready. */
  reset: () => Promise<Result>;
  /** Every status change of a started measurement. */
  onStatus: (listener: (status: BreathalyzerStatus) => void) => Unsubscribe;
  /**
   * The measurement's result line as the device sent it ('name,value-level'). It comes before the
   * 'finished' status: a measurement that finishes without one is a module error.
   */
  onResult: (listener: (text: string) => void) => Unsubscribe;
  /** A failure of the device or its port. */
  onError: (listener: (error: BreathalyzerError) => void) => Unsubscribe;
}

/** Why an http(s) camera snapshot failed: no answer or an error status, too slow, or not an image. */
export type CameraSnapshotErrorCode = 'notFound' | 'timeout' | 'notImage';

/** An image fetched from a camera URL, or why it failed. */
export type CameraSnapshot =
  | { ok: true; data: ArrayBuffer; type: string }
  | { ok: false; code: CameraSnapshotErrorCode; message: string };

/** Network cameras (front or overview) given by an http(s) URL; the shell fetches them (no CORS). */
export interface CameraApi {
  /** Fetches one image from the camera URL (a plain GET). */
  fetchSnapshot: (url: string) => Promise<CameraSnapshot>;
}

/** The shell's own settings and life (setup wizard, relaunch, exit). */
export interface ConfigApi {
  /** get_conf: device settings, saved server host, OS, start error; never the password. */
  get: () => Promise<ShellConfig>;
  saveDeviceSettings: (settings: DeviceSettings) => Promise<Result>;
  /**
   * Saves the server host; refused with code `setupLocked` unless the shell itself holds the setup
   * wizard open (its own start error, a start error it confirmed, or the installer code).
   */
  saveServerHost: (host: string) => Promise<Result>;
  /** Saves the Linux password for privileged commands (same rule as the host); it never comes back. */
  savePassword: (password: string) => Promise<Result>;
  /**
   * The setup wizard shows because the start failed: the shell confirms it by its own request to the
   * server's settings (true: confirmed, the host and password may be saved for a while).
   */
  reportStartError: () => Promise<boolean>;
  /**
   * Checks the installer code against the hash in the shell's own settings (else the site's or
   * config.json's); true opens the health screen, and lets it open the setup wizard for 10 minutes.
   * 5 wrong codes lock the check for a minute.
   */
  verifyInstallerCode: (code: string) => Promise<boolean>;
  /**
   * The health screen opens the setup wizard: true when the shell verified the installer code in the
   * last 10 minutes; the host and the password may then be saved for 10 minutes.
   */
  openSetupFromHealth: () => Promise<boolean>;
  /**
   * Keeps a new installer code (6 to 16 digits) as a pbkdf2_sha256 hash in the shell's settings; the
   * code itself is never stored. Refused with code `setupLocked` as the host is.
   */
  saveInstallerCode: (code: string) => Promise<Result>;
  /** The serial ports the machine offers (for the setup wizard's choices). */
  listSerialPorts: () => Promise<string[]>;
  relaunch: () => Promise<Result>;
  exit: () => Promise<Result>;
}

/** Desktop updates (Windows shell). */
export interface UpdateApi {
  /** get_isUpdated: the available update, or null. */
  check: () => Promise<UpdateInfo | null>;
  /**
   * Downloads, checks (MD5) and stages the update the shell's own check found; it applies on
   * relaunch. The page names no files: it can only say "start it".
   */
  start: () => Promise<Result>;
  onStatus: (listener: (status: UpdateStatus) => void) => Unsubscribe;
}

/** The shell's log files. */
export interface LogApi {
  write: (entry: LogEntry) => void;
  /** The shell's own newest warnings and errors, oldest first (the health screen's recent errors). */
  recent: () => Promise<ShellLogRecord[]>;
}

/** The page's storage (redux-persist's localStorage, IndexedDB) as the shell keeps it on disk. */
export interface StorageApi {
  /** Asks the shell to write the page's storage to disk now (after a write that must survive power loss). */
  flush: () => void;
}

export interface KioskApi {
  /** Always 'electron': lets the renderer tell the desktop shell from a plain browser. */
  readonly platform: 'electron';
  /** The operating system the shell runs on (the update button is Windows-only). */
  readonly os: 'windows' | 'linux' | 'other';
  /** Set when the shell itself failed to start (e.g. unreadable device settings): only setup can run. */
  readonly startError: boolean;
  readonly rfid: RfidApi;
  readonly breathalyzer: BreathalyzerApi;
  readonly camera: CameraApi;
  readonly config: ConfigApi;
  readonly update: UpdateApi;
  readonly log: LogApi;
  readonly storage: StorageApi;
}
