/**
 * The composition in index.ts, booted on the electron fake (vite.config.ts aliases 'electron' to
 * testing/electron-fake.ts): every channel is registered and guarded, app:// serves the build.
 */
import { pbkdf2Sync } from 'node:crypto';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultDeviceSettings } from '../shared/device-settings';
import { invokeChannels, type InvokeResult } from '../shared/ipc-contract';
import { fake } from './testing/electron-fake';

let root: string;
const password = 'Linux-Pass-Never-Leaves';
/** config.json's installer code (the web build's): the shell checks it when it has none of its own. */
const webCode = '97531864';
const webPinHash = `pbkdf2_sha256$100000$web-salt$${pbkdf2Sync(webCode, 'web-salt', 100_000, 32, 'sha256').toString('base64')}`;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'shell-index-'));
  fake.reset();
  fake.paths.userData = path.join(root, 'user-data');
  fake.paths.appPath = path.join(root, 'app');
  await fs.mkdir(path.join(fake.paths.appPath, 'dist'), { recursive: true });
  await fs.writeFile(path.join(fake.paths.appPath, 'dist', 'index.html'), '<!doctype html>');
  await fs.writeFile(
    path.join(fake.paths.appPath, 'dist', 'config.json'),
    JSON.stringify({ installerPinHash: webPinHash }),
  );
  const { shellReady } = await import('./index');
  await shellReady;
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const kioskEvent = () => ({
  sender: { id: fake.windows[0]!.webContents.id },
  senderFrame: { url: 'app://kiosk/index.html#/', parent: null },
});
async function invoke(channel: string, args: unknown[] = [], event: object = kioskEvent()) {
  const handler = fake.handlers.get(channel);
  if (!handler) throw new Error(`${channel} not registered`);
  return (await handler(event, ...args)) as InvokeResult<unknown>;
}

describe('the shell booted on the electron fake', () => {
  it('registers every channel of the contract', () => {
    expect([...fake.handlers.keys()].sort()).toEqual([...invokeChannels].sort());
  });

  it('opens one hardened kiosk window on app://', () => {
    expect(fake.windows).toHaveLength(1);
    const win = fake.windows[0]!;
    expect(win.webContents.url).toBe('app://kiosk/index.html');
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      devTools: true,
      preload: path.join(fake.paths.appPath, 'dist-electron', 'preload', 'index.cjs'),
    });
  });

  it('serves the build over app:// with the CSP', async () => {
    const handler = fake.protocols.get('app');
    const response = await handler!(new Request('app://kiosk/index.html'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self';");
  });

  it('grants the camera to the app and nothing else', () => {
    const decide = (permission: string, details: object) => {
      let granted: boolean | undefined;
      (fake.permissionRequest as unknown as (...args: unknown[]) => void)(
        {},
        permission,
        (answer: boolean) => (granted = answer),
        details,
      );
      return granted;
    };
    const app = { requestingUrl: 'app://kiosk/index.html', isMainFrame: true };
    expect(decide('media', { ...app, mediaTypes: ['video'] })).toBe(true);
    expect(decide('media', { ...app, mediaTypes: ['audio'] })).toBe(false);
    expect(decide('geolocation', app)).toBe(false);
  });

  it('refuses a foreign sender on every channel', async () => {
    const foreign = { sender: { id: 999 }, senderFrame: { url: 'app://kiosk/', parent: null } };
    for (const channel of invokeChannels) {
      expect(await invoke(channel, [], foreign)).toMatchObject({ ok: false, code: 'forbidden' });
    }
  });

  it('refuses a bad payload', async () => {
    expect(await invoke('save_device_settings', [{ fullscreen: 'yes' }])).toMatchObject({
      ok: false,
      code: 'invalidPayload',
    });
    expect(await invoke('camera:snapshot', ['file:///etc/passwd'])).toMatchObject({
      code: 'invalidPayload',
    });
  });

  it("checks the installer code against config.json's hash, until the wizard sets its own", async () => {
    expect(await invoke('get_conf')).toMatchObject({ data: { installerCodeSet: true } });
    expect(await invoke('setup:verify-installer-code', ['11111111'])).toEqual({
      ok: true,
      data: false,
    });
    expect(await invoke('setup:verify-installer-code', [webCode])).toEqual({
      ok: true,
      data: true,
    });
    // Started with a start error, setup is open: the wizard's code replaces config.json's.
    expect(await invoke('setup:save-installer-code', ['86420864'])).toEqual({
      ok: true,
      data: { ok: true },
    });
    expect(await invoke('setup:verify-installer-code', [webCode])).toEqual({
      ok: true,
      data: false,
    });
    expect(await invoke('setup:verify-installer-code', ['86420864'])).toEqual({
      ok: true,
      data: true,
    });
  });

  it('keeps the password in the shell', async () => {
    expect(await invoke('save_pass', [password])).toEqual({ ok: true, data: { ok: true } });
    const conf = await invoke('get_conf');
    expect(conf).toMatchObject({ ok: true, data: { hasPassword: true, startError: true } });
    expect(JSON.stringify(conf)).not.toContain(password);
    const files = await fs.readdir(fake.paths.userData);
    for (const name of files.filter((file) => file.endsWith('.json'))) {
      expect(await fs.readFile(path.join(fake.paths.userData, name), 'utf8')).not.toContain(
        password,
      );
    }
  });

  it('saves settings, writes logs and exits through the guard', async () => {
    expect(await invoke('save_device_settings', [defaultDeviceSettings])).toEqual({
      ok: true,
      data: { ok: true },
    });
    expect(await invoke('log:write', [{ level: 'error', message: 'Server', status: 502 }])).toEqual(
      {
        ok: true,
        data: { ok: true },
      },
    );
    const logs = await fs.readdir(path.join(fake.paths.userData, 'logs'));
    expect(logs.some((name) => name.startsWith('http-5xx-'))).toBe(true);
    expect(await invoke('exit')).toEqual({ ok: true, data: { ok: true } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fake.exits).toEqual([0]);
  });

  it('re-sends the reader state after each page load', () => {
    const contents = fake.windows[0]!.webContents;
    contents.emit('did-finish-load');
    expect(contents.sent.at(-1)).toEqual({ channel: 'rfid:status', args: [false] });
  });
});
