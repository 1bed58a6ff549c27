import * as fs from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { defaultDeviceSettings, type DeviceSettings } from '../shared/device-settings';
import { configFiles, createConfigStore, type SecretCipher } from './config-store';
import { useTempDir } from './testing/temp-dir';

const dir = useTempDir('config-store');
const xor: SecretCipher = {
  encrypt: (plain) => Buffer.from([...Buffer.from(plain)].map((b) => b ^ 0x33)),
  decrypt: (sealed) => Buffer.from([...sealed].map((b) => b ^ 0x33)).toString(),
};
const store = (cipher: SecretCipher | null = xor, log = vi.fn()) =>
  createConfigStore({ fs, dir: dir(), cipher: () => cipher, log });
const file = (name: string) => path.join(dir(), name);
const settings: DeviceSettings = { ...defaultDeviceSettings, appName: 'Gate 3', cursor: true };

describe('loading', () => {
  it('starts with defaults and a start error when nothing is saved (first run: setup)', async () => {
    const config = await store().load();
    expect(config).toEqual({
      deviceSettings: defaultDeviceSettings,
      serverHost: '',
      hasPassword: false,
      installerPinHash: '',
      startError: true,
    });
  });

  it('raises the start error for corrupt settings', async () => {
    await fs.writeFile(file(configFiles.deviceSettings), '{ not json');
    const log = vi.fn();
    const config = await store(xor, log).load();
    expect(config.startError).toBe(true);
    expect(config.deviceSettings).toEqual(defaultDeviceSettings);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('corrupt'));
  });

  it('keeps good fields, defaults and reports bad ones, without a start error', async () => {
    await fs.writeFile(
      file(configFiles.deviceSettings),
      JSON.stringify({ ...settings, default_zoom: 'big' }),
    );
    const log = vi.fn();
    const config = await store(xor, log).load();
    expect(config.startError).toBe(false);
    expect(config.deviceSettings).toEqual({ ...settings, default_zoom: 100 });
    expect(log).toHaveBeenCalledWith('Device settings: default_zoom: invalid, default used');
  });

  it('ignores an invalid saved server host', async () => {
    await fs.writeFile(file(configFiles.serverHost), JSON.stringify({ serverHost: 'ftp://x' }));
    expect((await store().load()).serverHost).toBe('');
  });
});

describe('saving', () => {
  it('saves device settings atomically and reads them back', async () => {
    const first = store();
    await first.saveDeviceSettings(settings);
    expect(await first.load()).toMatchObject({ deviceSettings: settings, startError: false });
    expect(await fs.readdir(dir())).toEqual([configFiles.deviceSettings]);
    expect((await store().load()).deviceSettings).toEqual(settings);
  });

  it('refuses invalid settings and leaves the file alone', async () => {
    const target = store();
    await target.saveDeviceSettings(settings);
    await expect(
      target.saveDeviceSettings({ ...settings, rfid: { ...settings.rfid, baudRate: -1 } }),
    ).rejects.toThrow();
    expect((await store().load()).deviceSettings).toEqual(settings);
  });

  it('keeps the server host in its own file', async () => {
    await store().saveServerHost('http://10.0.0.2:8080/');
    expect(JSON.parse(await fs.readFile(file(configFiles.serverHost), 'utf8'))).toEqual({
      serverHost: 'http://10.0.0.2:8080',
    });
    expect((await store().load()).serverHost).toBe('http://10.0.0.2:8080');
    await expect(store().saveServerHost('javascript:alert(1)')).rejects.toThrow();
  });

  it('seals the password, reports only that one exists, and clears it with an empty one', async () => {
    const target = store();
    await target.savePassword('kiosk-pass');
    expect(await fs.readFile(file(configFiles.password), 'utf8')).not.toContain('kiosk-pass');
    expect((await target.load()).hasPassword).toBe(true);
    expect(await store().password()).toBe('kiosk-pass');
    expect((await store().load()).hasPassword).toBe(true);
    await target.savePassword('');
    expect((await target.load()).hasPassword).toBe(false);
    expect(await store().password()).toBeNull();
  });

  it('keeps the sealed password in an owner-only file', async () => {
    await store().savePassword('kiosk-pass');
    if (process.platform !== 'win32') {
      expect((await fs.stat(file(configFiles.password))).mode & 0o777).toBe(0o600);
    }
  });

  it('without an OS keychain stores no password at all (not in plain, not in base64)', async () => {
    await expect(store(null).savePassword('kiosk-pass')).rejects.toThrow(/keychain/);
    await expect(fs.stat(file(configFiles.password))).rejects.toThrow();
    expect((await store(null).load()).hasPassword).toBe(false);
  });

  it('removes, never uses, a password an older build kept readable', async () => {
    await fs.mkdir(dir(), { recursive: true });
    const legacy = { format: 'plain', value: Buffer.from('kiosk-pass').toString('base64') };
    await fs.writeFile(file(configFiles.password), JSON.stringify(legacy));
    const target = store(null);
    expect(await target.password()).toBeNull();
    await expect(fs.stat(file(configFiles.password))).rejects.toThrow();
    expect((await target.load()).hasPassword).toBe(false);
  });
});
