/**
 * Every channel between the renderer and the desktop shell, with its signature (GUIDE.md §3). Main,
 * preload and renderer derive their types from here, so a renamed channel is a compile error everywhere.
 * The spec's messages keep their names: get_conf, save_device_settings, save_server_host, save_pass,
 * relaunch, exit, get_isUpdated.
 */
import type { DeviceSettings, ShellConfig, UpdateInfo, UpdateStatus } from './device-settings';
import type { BreathalyzerError, BreathalyzerStatus, CameraSnapshot, Result } from './kiosk-api';

/** The spec's error types (spec 1 §8): a failed call, or the device that failed. */
export const logTypeErrors = ['NETWORK_ERROR', 'RFID_FAIL', 'CAMERA_FAIL', 'ALCO_FAIL'] as const;
export type LogTypeError = (typeof logTypeErrors)[number];

/**
 * The longest message and details a log line may carry: main refuses longer lines, the renderer
 * cuts its lines to fit. A type as well, since the renderer may import only types from here.
 */
export interface LogLimits {
  message: 2_000;
  details: 16_000;
}
export const LOG_LIMITS: LogLimits = { message: 2_000, details: 16_000 };

/** A log line the renderer hands to the shell's log files (4xx and 5xx go to separate files). */
export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  /** HTTP status of a failed call, when there is one: it picks the 4xx or 5xx file. */
  status?: number;
  /** The spec's error type, when the line reports one (a failed call or a device). */
  typeError?: LogTypeError;
  /** What else the line carries, as JSON text. */
  details?: string;
}

/** A line of the shell's own log as the health screen lists it: when (ISO time) and what. */
export type ShellLogRecord = LogEntry & { time: string };

/** How many of the shell's own newest warnings and errors it keeps for the health screen. */
export const SHELL_LOG_KEPT = 50;

/** The result of an invoke: data, or a typed failure (errors lose their type across IPC). */
export type InvokeResult<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

/** Renderer → shell calls that answer. */
export interface InvokeChannels {
  get_conf: () => ShellConfig;
  save_device_settings: (settings: DeviceSettings) => Result;
  /** Refused (code setupLocked) unless the shell itself holds the setup wizard open. */
  save_server_host: (host: string) => Result;
  /** Refused (code setupLocked) unless the shell itself holds the setup wizard open. */
  save_pass: (password: string) => Result;
  /** The page's start error: true when the shell's own settings request fails too (setup opens). */
  'setup:report-start-error': () => boolean;
  /** Checks the installer code against the shell's hash: true lets the health screen open setup. */
  'setup:verify-installer-code': (code: string) => boolean;
  /** The health screen opens the setup wizard: true (host and password savable) after the code. */
  'setup:open-from-health': () => boolean;
  /** Keeps the installer code set in the wizard, as a hash; refused (setupLocked) as the host is. */
  'setup:save-installer-code': (code: string) => Result;
  relaunch: () => Result;
  exit: () => Result;
  /** Whether an update is available (asks the server with the shell's version). */
  get_isUpdated: () => UpdateInfo | null;
  /** Installs the update main's own check found; the page hands over nothing. */
  'update:start': () => Result;
  'serial:list': () => string[];
  'rfid:restart': () => Result;
  'breathalyzer:present': () => boolean;
  'breathalyzer:start': () => Result;
  'breathalyzer:reset': () => Result;
  'camera:snapshot': (url: string) => CameraSnapshot;
  'log:write': (entry: LogEntry) => Result;
  /** The shell's own newest warnings and errors (not the lines the page wrote), oldest first. */
  'log:recent': () => ShellLogRecord[];
  /** Writes the page's storage to disk now: a choice just stored survives a power cut. */
  'storage:flush': () => Result;
}

/** Shell → renderer events. */
export interface EventChannels {
  'rfid:card': (code: string) => void;
  'rfid:error': (message: string) => void;
  'rfid:status': (working: boolean) => void;
  'breathalyzer:status': (status: BreathalyzerStatus) => void;
  'breathalyzer:result': (text: string) => void;
  'breathalyzer:error': (error: BreathalyzerError) => void;
  'update:status': (status: UpdateStatus) => void;
}

export type InvokeChannel = keyof InvokeChannels;
export type EventChannel = keyof EventChannels;

/** All channel names, for the preload's allow-list and main's registration check. */
export const invokeChannels = [
  'get_conf',
  'save_device_settings',
  'save_server_host',
  'save_pass',
  'setup:report-start-error',
  'setup:verify-installer-code',
  'setup:open-from-health',
  'setup:save-installer-code',
  'relaunch',
  'exit',
  'get_isUpdated',
  'update:start',
  'serial:list',
  'rfid:restart',
  'breathalyzer:present',
  'breathalyzer:start',
  'breathalyzer:reset',
  'camera:snapshot',
  'log:write',
  'log:recent',
  'storage:flush',
] as const satisfies readonly InvokeChannel[];

export const eventChannels = [
  'rfid:card',
  'rfid:error',
  'rfid:status',
  'breathalyzer:status',
  'breathalyzer:result',
  'breathalyzer:error',
  'update:status',
] as const satisfies readonly EventChannel[];

/** Compile-time proof that the lists above name every channel. */
type Missing<All, Listed> = Exclude<All, Listed>;
export const everyInvokeListed: Missing<
  InvokeChannel,
  (typeof invokeChannels)[number]
> extends never
  ? true
  : never = true;
export const everyEventListed: Missing<EventChannel, (typeof eventChannels)[number]> extends never
  ? true
  : never = true;
