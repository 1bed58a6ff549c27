import * as fs from 'node:fs/promises';

import { describe, expect, it, vi } from 'vitest';

import { defaultDeviceSettings, type ShellConfig } from '../../shared/device-settings';
import { createConfigStore, type SecretCipher } from '../config-store';
import { createIpc } from '../ipc';
import { fakeKioskContents, fakeRegistrar, senderEvent } from '../testing/ipc-fakes';
import { useTempDir } from '../testing/temp-dir';
import { registerConfigChannels } from './config-channel';

const dir = useTempDir('config-channel');
const password = 'Very-Secret-Linux-Pass';

/** A stand-in for the OS keychain (Electron's safeStorage). */
const keychain: SecretCipher = {
  encrypt: (plain) => Buffer.from([...Buffer.from(plain)].map((b) => b ^ 0x5a)),
  decrypt: (sealed) => Buffer.from([...sealed].map((b) => b ^ 0x5a)).toString(),
};

function setup(cipher: SecretCipher | null = keychain) {
  const fake = fakeRegistrar();
  const ipc = createIpc({ registrar: fake.registrar, kiosk: fakeKioskContents, log: vi.fn() });
  const store = createConfigStore({ fs, dir: dir(), cipher: () => cipher, log: vi.fn() });
  registerConfigChannels(ipc.handle, {
    store,
    os: 'linux',
    devTools: false,
    machine: () => ({ hostname: 'gate-3', ip: '10.0.0.15', version: '3.20.0' }),
    listSerialPorts: async () => ['/dev/ttyUSB0'],
    passwordStorable: () => cipher !== null,
    // Setup is open here: setup-gate.test.ts covers the refusals.
    setupGate: {
      allowSave: async () => ({ ok: true }),
      reportStartError: async () => true,
      verifyInstallerCode: async () => true,
      openFromHealth: () => true,
    },
    installerPin: async () => null,
    log: vi.fn(),
  });
  return { ...fake, store };
}

describe('config channels', () => {
  it('get_conf: settings with machine facts, the host, and only whether a password exists', async () => {
    const { invoke } = setup();
    expect(await invoke('save_server_host', ['http://10.0.0.2:8080'])).toEqual({
      ok: true,
      data: { ok: true },
    });
    const answer = await invoke('get_conf');
    expect(answer).toEqual({
      ok: true,
      data: {
        deviceSettings: { ...defaultDeviceSettings, name: 'gate-3', ip: '10.0.0.15' },
        serverHost: 'http://10.0.0.2:8080',
        hasPassword: false,
        passwordStorable: true,
        os: 'linux',
        installerCodeSet: false,
        startError: true,
        devTools: false,
      } satisfies ShellConfig,
    });
  });

  it('without an OS keychain: get_conf says so, and save_pass stores nothing', async () => {
    const { invoke, store } = setup(null);
    expect(await invoke('get_conf')).toMatchObject({ data: { passwordStorable: false } });
    expect(await invoke('save_pass', [password])).toMatchObject({
      ok: true,
      data: { ok: false, code: 'saveFailed' },
    });
    expect(await store.password()).toBeNull();
  });

  it('the password never crosses to the renderer', async () => {
    const { invoke, handlers, store } = setup();
    const saved = await invoke('save_pass', [password]);
    expect(saved).toEqual({ ok: true, data: { ok: true } });
    expect(await store.password()).toBe(password);
    const answers = await Promise.all([
      invoke('get_conf'),
      invoke('save_device_settings', [defaultDeviceSettings]),
      invoke('save_pass', ['bad\nline']),
      invoke('serial:list'),
    ]);
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(password);
    expect(answers[0]).toMatchObject({ ok: true, data: { hasPassword: true } });
    expect(Object.keys((answers[0] as { data: object }).data)).not.toContain('password');
    expect([...handlers.keys()]).not.toContain('get_pass');
  });

  it('saves valid device settings and refuses invalid ones before the store sees them', async () => {
    const { invoke, store } = setup();
    const settings = { ...defaultDeviceSettings, appName: 'Gate 3', fullscreen: false };
    expect(await invoke('save_device_settings', [settings])).toEqual({
      ok: true,
      data: { ok: true },
    });
    expect((await store.load()).deviceSettings).toEqual(settings);
    expect(await invoke('save_device_settings', [{ ...settings, cursor: 'yes' }])).toMatchObject({
      ok: false,
      code: 'invalidPayload',
    });
  });

  it('refuses every config call from a foreign frame', async () => {
    const { invoke } = setup();
    const foreign = senderEvent({ frame: { url: 'http://10.0.0.2:8080/doc.html', parent: null } });
    expect(await invoke('get_conf', [], foreign)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await invoke('save_pass', ['x'], foreign)).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
  });

  it('lists the serial ports', async () => {
    expect(await setup().invoke('serial:list')).toEqual({ ok: true, data: ['/dev/ttyUSB0'] });
  });
});
