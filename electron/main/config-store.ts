/**
 * The shell's own settings on disk (spec 1 §3 Device settings): the device settings, the server
 * host (kept apart: it wins over the web configuration), the Linux password (never returned to
 * the renderer) and the installer code's hash (set in the wizard; never the code itself). Everything is validated on read and write and saved atomically.
 */
import path from 'node:path';

import { defaultDeviceSettings, type DeviceSettings } from '../shared/device-settings';
import { readTextIfExists, writeFileAtomic, type FileSystem } from './atomic-file';
import { parsePinHash } from './installer-code';
import {
  deviceSettingsSchema,
  parseDeviceSettings,
  passwordSchema,
  serverHostSchema,
} from './validation';

/** Encrypts the saved password at rest (Electron's safeStorage fits), when the OS offers it. */
export interface SecretCipher {
  encrypt: (plain: string) => Uint8Array;
  decrypt: (sealed: Uint8Array) => string;
}

export const configFiles = {
  deviceSettings: 'device-settings.json',
  serverHost: 'server-host.json',
  password: 'linux-password.json',
  installerPin: 'installer-pin.json',
} as const;

/** What the store knows after loading. */
export interface StoredConfig {
  deviceSettings: DeviceSettings;
  serverHost: string;
  hasPassword: boolean;
  /** The installer code's pbkdf2_sha256 hash set in the wizard; empty when none. */
  installerPinHash: string;
  /** The device settings were missing, unreadable or corrupt: only the setup wizard can run. */
  startError: boolean;
}

export interface ConfigStore {
  /** Reads the files once; later calls answer from memory. */
  load: () => Promise<StoredConfig>;
  saveDeviceSettings: (settings: DeviceSettings) => Promise<void>;
  saveServerHost: (host: string) => Promise<void>;
  /** Saves the password; an empty one removes it. */
  savePassword: (password: string) => Promise<void>;
  /** Keeps an installer code's hash (a pbkdf2_sha256 hash; anything else is refused). */
  saveInstallerPinHash: (hash: string) => Promise<void>;
  /** The saved password, for privileged commands only. */
  password: () => Promise<string | null>;
}

/** The saved password: sealed by the OS keychain ('plain' only in files of older builds, never used). */
type SealedPassword = { format: 'safeStorage' | 'plain'; value: string };

export function createConfigStore(deps: {
  fs: FileSystem;
  dir: string;
  cipher: () => SecretCipher | null;
  log: (message: string) => void;
}): ConfigStore {
  const file = (name: string) => path.join(deps.dir, name);
  let loaded: Promise<StoredConfig> | undefined;

  async function readDeviceSettings(): Promise<{ settings: DeviceSettings; startError: boolean }> {
    let text: string | null;
    try {
      text = await readTextIfExists(deps.fs, file(configFiles.deviceSettings));
    } catch (error) {
      deps.log(`Device settings unreadable: ${(error as Error).message}`);
      return { settings: structuredClone(defaultDeviceSettings), startError: true };
    }
    if (text === null) {
      deps.log('Device settings not found: the setup wizard runs');
      return { settings: structuredClone(defaultDeviceSettings), startError: true };
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      raw = undefined;
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      deps.log('Device settings corrupt: defaults used, the setup wizard runs');
      return { settings: structuredClone(defaultDeviceSettings), startError: true };
    }
    const { settings, problems } = parseDeviceSettings(raw);
    for (const problem of problems) deps.log(`Device settings: ${problem}`);
    return { settings, startError: false };
  }

  async function readServerHost(): Promise<string> {
    try {
      const text = await readTextIfExists(deps.fs, file(configFiles.serverHost));
      if (text === null) return '';
      const parsed = serverHostSchema.safeParse(
        (JSON.parse(text) as { serverHost?: unknown }).serverHost,
      );
      if (parsed.success) return parsed.data;
      deps.log('Saved server host invalid: ignored');
    } catch (error) {
      deps.log(`Saved server host unreadable: ${(error as Error).message}`);
    }
    return '';
  }

  async function readInstallerPinHash(): Promise<string> {
    try {
      const text = await readTextIfExists(deps.fs, file(configFiles.installerPin));
      if (text === null) return '';
      const hash = (JSON.parse(text) as { installerPinHash?: unknown }).installerPinHash;
      if (typeof hash === 'string' && parsePinHash(hash)) return hash;
      deps.log('Saved installer code hash invalid: ignored');
    } catch (error) {
      deps.log(`Saved installer code hash unreadable: ${(error as Error).message}`);
    }
    return '';
  }

  async function readSealedPassword(): Promise<SealedPassword | null> {
    try {
      const text = await readTextIfExists(deps.fs, file(configFiles.password));
      return text === null ? null : (JSON.parse(text) as SealedPassword);
    } catch (error) {
      deps.log(`Saved password unreadable: ${(error as Error).message}`);
      return null;
    }
  }

  async function readAll(): Promise<StoredConfig> {
    await deps.fs.mkdir(deps.dir, { recursive: true });
    const [device, serverHost, sealed, installerPinHash] = await Promise.all([
      readDeviceSettings(),
      readServerHost(),
      readSealedPassword(),
      readInstallerPinHash(),
    ]);
    return {
      deviceSettings: device.settings,
      startError: device.startError,
      serverHost,
      hasPassword: sealed !== null,
      installerPinHash,
    };
  }

  const load = () => (loaded ??= readAll());
  const update = async (change: Partial<StoredConfig>) => {
    const current = await load();
    loaded = Promise.resolve({ ...current, ...change });
  };

  return {
    load,
    async saveDeviceSettings(settings) {
      const valid = deviceSettingsSchema.parse(settings);
      await load();
      await writeFileAtomic(
        deps.fs,
        file(configFiles.deviceSettings),
        JSON.stringify(valid, null, 2),
      );
      await update({ deviceSettings: valid, startError: false });
    },
    async saveServerHost(host) {
      const serverHost = serverHostSchema.parse(host);
      await load();
      await writeFileAtomic(deps.fs, file(configFiles.serverHost), JSON.stringify({ serverHost }));
      await update({ serverHost });
    },
    async savePassword(password) {
      const valid = passwordSchema.parse(password);
      await load();
      if (valid === '') {
        await deps.fs.rm(file(configFiles.password), { force: true });
        await update({ hasPassword: false });
        return;
      }
      const cipher = deps.cipher();
      // Without the OS keychain the password is not stored at all: base64 is not a secret.
      if (!cipher) throw new Error('No OS keychain to seal the password: it is not stored');
      const sealed: SealedPassword = {
        format: 'safeStorage',
        value: Buffer.from(cipher.encrypt(valid)).toString('base64'),
      };
      await writeFileAtomic(deps.fs, file(configFiles.password), JSON.stringify(sealed));
      await update({ hasPassword: true });
    },
    async saveInstallerPinHash(hash) {
      if (!parsePinHash(hash)) throw new Error('Not a pbkdf2_sha256 hash the shell accepts');
      await load();
      await writeFileAtomic(
        deps.fs,
        file(configFiles.installerPin),
        JSON.stringify({ installerPinHash: hash }),
      );
      await update({ installerPinHash: hash });
    },
    async password() {
      const sealed = await readSealedPassword();
      if (!sealed) return null;
      const bytes = Buffer.from(sealed.value, 'base64');
      if (sealed.format !== 'safeStorage') {
        // An older build kept it readable: it is removed, never used.
        deps.log('A saved password was not sealed by the OS keychain: removed');
        await deps.fs.rm(file(configFiles.password), { force: true });
        await update({ hasPassword: false });
        return null;
      }
      const cipher = deps.cipher();
      if (!cipher) {
        deps.log('Saved password is encrypted but the OS cipher is unavailable');
        return null;
      }
      return cipher.decrypt(bytes);
    },
  };
}
