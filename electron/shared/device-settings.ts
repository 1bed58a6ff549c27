/**
 * The terminal's own settings, kept by the desktop shell (spec 1 §3 Device settings, spec 2 §3).
 * Pure types and defaults: shared by main, preload and renderer.
 */
export interface DeviceSettings {
  /** The terminal's name when use_terminal_name is off. */
  appName: string;
  /** The machine's own name (the host name), sent as X-HOSTNAME when use_terminal_name is on. */
  name: string;
  use_terminal_name: boolean;
  fullscreen: boolean;
  /** Show the mouse cursor. */
  cursor: boolean;
  version: string;
  ip: string;
  default_zoom: number;
  /** The server's device_zoom wins unless this is false (then default_zoom). */
  server_zoom_priority: boolean;
  breathalyzer: { port: string; baudRate: number; delimiter: string };
  rfid: { port: string; baudRate: number; isHid: boolean };
  platform: 'browser' | 'cordova' | 'electron';
}

/** Defaults of the spec (spec 1 §9): version 3.20.0, alcotester COM3 at 4800 baud with '$', RFID COM4 at 9600. */
export const defaultDeviceSettings: DeviceSettings = {
  appName: '',
  name: '',
  use_terminal_name: true,
  fullscreen: true,
  cursor: false,
  version: '3.20.0',
  ip: '{ip}',
  default_zoom: 100,
  server_zoom_priority: true,
  breathalyzer: { port: 'COM3', baudRate: 4800, delimiter: '$' },
  rfid: { port: 'COM4', baudRate: 9600, isHid: false },
  platform: 'electron',
};

/** The terminal name the server sees: the machine's name, or the name given in setup. */
export const terminalName = (
  settings: Pick<DeviceSettings, 'use_terminal_name' | 'name' | 'appName'>,
): string => (settings.use_terminal_name ? settings.name : settings.appName);

/** What the shell tells the renderer at start (get_conf). The Linux password is never part of it. */
export interface ShellConfig {
  deviceSettings: DeviceSettings;
  /** The saved server host; it wins over the web configuration. Empty when never set. */
  serverHost: string;
  /** Whether a Linux password is saved (the password itself stays in the shell). */
  hasPassword: boolean;
  /**
   * Whether the OS keychain can seal a Linux password. Without it the password is never stored
   * (not in plain, not in base64), and the setup wizard says so instead of asking for it.
   */
  passwordStorable: boolean;
  os: 'windows' | 'linux' | 'other';
  /**
   * Whether the shell has an installer code's hash (its own, set in the wizard, else the site's or
   * config.json's): the health screen then asks the shell to check the code.
   */
  installerCodeSet: boolean;
  /** The shell could not start (e.g. unreadable settings): only the setup wizard runs. */
  startError: boolean;
  /** Whether the shell runs unpackaged (development): devtools allowed. */
  devTools: boolean;
}

/** Update info from the server (spec 1 §3): an update runs only with every field, can_update and a new version. */
export interface UpdateInfo {
  url_string: string;
  new_version: string;
  app_name: string;
  can_update: boolean;
  update_app_url_string: string;
  updater_version: string;
  app_file_hash: string;
  update_file_hash: string;
}

/** The update state the renderer shows: update (running), error, or none. */
export type UpdateStatus = 'update' | 'error' | 'none';
