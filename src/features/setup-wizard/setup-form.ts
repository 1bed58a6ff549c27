import {
  defaultDeviceSettings,
  type DeviceSettings,
  type ShellConfig,
} from '@shared/device-settings';

/** The wizard's steps in order (spec 2 §2): server and name, display, peripheral devices. */
export const SETUP_STEPS = ['server', 'display', 'devices'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What the wizard edits: text fields as typed, switches as booleans. */
export interface SetupForm {
  serverHost: string;
  password: string;
  /** A new installer code (empty keeps the shell's), typed twice. */
  installerCode: string;
  installerCodeRepeat: string;
  useTerminalName: boolean;
  appName: string;
  fullscreen: boolean;
  cursor: boolean;
  defaultZoom: string;
  serverZoomPriority: boolean;
  breathalyzerPort: string;
  breathalyzerBaudRate: string;
  breathalyzerDelimiter: string;
  rfidPort: string;
  rfidBaudRate: string;
  rfidIsHid: boolean;
}

type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];
export type TextField = KeysOf<SetupForm, string>;
export type SwitchField = KeysOf<SetupForm, boolean>;

/** Fields that hold digits only: other keyboard input is ignored and the previous value kept. */
export const NUMERIC_FIELDS: readonly TextField[] = [
  'installerCode',
  'installerCodeRepeat',
  'defaultZoom',
  'breathalyzerBaudRate',
  'rfidBaudRate',
];

/** The text fields of each step, in screen order (the on-screen keyboard starts on the first). */
export const stepTextFields: Record<SetupStep, readonly TextField[]> = {
  server: ['serverHost', 'password', 'appName', 'installerCode', 'installerCodeRepeat'],
  display: ['defaultZoom'],
  devices: [
    'breathalyzerPort',
    'breathalyzerBaudRate',
    'breathalyzerDelimiter',
    'rfidPort',
    'rfidBaudRate',
  ],
};

/** The form as the shell's saved config fills it (defaults when the shell gave none). */
export function formFromConfig(config: ShellConfig | null): SetupForm {
  const settings = config?.deviceSettings ?? defaultDeviceSettings;
  return {
    serverHost: config?.serverHost ?? '',
    password: '',
    installerCode: '',
    installerCodeRepeat: '',
    useTerminalName: settings.use_terminal_name,
    appName: settings.appName,
    fullscreen: settings.fullscreen,
    cursor: settings.cursor,
    defaultZoom: String(settings.default_zoom),
    serverZoomPriority: settings.server_zoom_priority,
    breathalyzerPort: settings.breathalyzer.port,
    breathalyzerBaudRate: String(settings.breathalyzer.baudRate),
    breathalyzerDelimiter: settings.breathalyzer.delimiter,
    rfidPort: settings.rfid.port,
    rfidBaudRate: String(settings.rfid.baudRate),
    rfidIsHid: settings.rfid.isHid,
  };
}

/** Applies typed text to a field; a numeric field ignores anything but digits (keeps the old value). */
export function editText(form: SetupForm, field: TextField, value: string): SetupForm {
  if (NUMERIC_FIELDS.includes(field) && !/^\d*$/.test(value)) return form;
  return { ...form, [field]: value };
}

/** A URL counts only with the http or https scheme (spec 1 §5). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type FieldError = 'required' | 'invalidUrl' | 'installerCodeShort' | 'installerCodeMismatch';

/** The installer code's length: at least 6 digits (issue 31), at most what the health keypad takes. */
export const INSTALLER_CODE = { min: 6, max: 16 } as const;
export type FieldErrors = Partial<Record<TextField, FieldError>>;

/**
 * The step's errors (spec 2 §5): server address required and http(s); the terminal name required
 * when the computer name is not used; ports, baud rates and the delimiter required. The password
 * and the zoom are optional (an empty zoom keeps the saved one); so is a new installer code, but
 * one entered has 6 to 16 digits and is typed the same twice.
 */
export function validateStep(step: SetupStep, form: SetupForm): FieldErrors {
  const errors: FieldErrors = {};
  const require = (field: TextField) => {
    // A delimiter may be a space; elsewhere blanks alone do not count.
    const value = field === 'breathalyzerDelimiter' ? form[field] : form[field].trim();
    if (value.length < 1) errors[field] = 'required';
  };
  if (step === 'server') {
    require('serverHost');
    if (!errors.serverHost && !isHttpUrl(form.serverHost)) errors.serverHost = 'invalidUrl';
    if (!form.useTerminalName) require('appName');
    const { installerCode: code, installerCodeRepeat: repeat } = form;
    if (code !== '' || repeat !== '') {
      if (code.length < INSTALLER_CODE.min || code.length > INSTALLER_CODE.max)
        errors.installerCode = 'installerCodeShort';
      else if (repeat !== code) errors.installerCodeRepeat = 'installerCodeMismatch';
    }
  }
  if (step === 'devices') stepTextFields.devices.forEach(require);
  return errors;
}

/** The device settings to save: the shell's own (name, version, ip, platform) with the form's values. */
export function toDeviceSettings(form: SetupForm, base: DeviceSettings): DeviceSettings {
  return {
    ...base,
    use_terminal_name: form.useTerminalName,
    appName: form.appName.trim(),
    fullscreen: form.fullscreen,
    cursor: form.cursor,
    default_zoom: form.defaultZoom === '' ? base.default_zoom : Number(form.defaultZoom),
    server_zoom_priority: form.serverZoomPriority,
    breathalyzer: {
      port: form.breathalyzerPort.trim(),
      baudRate: Number(form.breathalyzerBaudRate),
      delimiter: form.breathalyzerDelimiter,
    },
    rfid: {
      port: form.rfidPort.trim(),
      baudRate: Number(form.rfidBaudRate),
      isHid: form.rfidIsHid,
    },
  };
}
