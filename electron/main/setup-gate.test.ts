// Issue 31 item 3: the page cannot re-point the shell at will. The server host and the Linux
// password are saved only while the shell itself holds the setup wizard open.
import { pbkdf2Sync } from 'node:crypto';
import * as fs from 'node:fs/promises';

import { describe, expect, it, vi } from 'vitest';

import { registerConfigChannels } from './channels/config-channel';
import { configFiles, createConfigStore as storeIn } from './config-store';
import { createPinChecker, makePinHash, parsePinHash, PIN_LOCK_MS } from './installer-code';
import { createIpc } from './ipc';
import { createSetupGate, settingsRequestFails, SETUP_WINDOW_MS } from './setup-gate';
import { fakeKioskContents, fakeRegistrar } from './testing/ipc-fakes';
import { startLocalServer } from './testing/local-server';
import { useTempDir } from './testing/temp-dir';

const dir = useTempDir('setup-gate');
const pinHash = (code: string, iterations = 100_000, salt = 'site-salt') =>
  `pbkdf2_sha256$${iterations}$${salt}$${pbkdf2Sync(code, salt, iterations, 32, 'sha256').toString('base64')}`;
const installerHash = pinHash('48151623');

/** The shell's config channels over a real store and a real gate; the server's fate is scripted. */
function shellWith(options: { startedWithError?: boolean; serverFails?: boolean } = {}) {
  let clock = 1_000_000;
  const server = { fails: options.serverFails ?? false, asked: 0 };
  const fake = fakeRegistrar();
  const ipc = createIpc({ registrar: fake.registrar, kiosk: fakeKioskContents, log: vi.fn() });
  const folder = dir();
  const store = storeIn({
    fs,
    dir: folder,
    cipher: () => ({
      encrypt: (plain) => Buffer.from(plain),
      decrypt: (sealed) => Buffer.from(sealed).toString(),
    }),
    log: vi.fn(),
  });
  const now = () => clock;
  // As shell.ts: the code set in the wizard wins over the site's.
  const installerPin = async () =>
    parsePinHash((await store.load()).installerPinHash) ?? parsePinHash(installerHash);
  const setupGate = createSetupGate({
    startedWithError: options.startedWithError ?? false,
    serverFails: async () => {
      server.asked += 1;
      return server.fails;
    },
    checkInstallerCode: createPinChecker({ hash: installerPin, now }),
    now,
    log: vi.fn(),
  });
  registerConfigChannels(ipc.handle, {
    store,
    os: 'linux',
    devTools: false,
    machine: () => ({ hostname: 'gate-3', ip: '10.0.0.15', version: '3.20.0' }),
    listSerialPorts: async () => [],
    passwordStorable: () => true,
    setupGate,
    installerPin,
    hashInstallerCode: (code) => makePinHash(code, 100_000),
    log: vi.fn(),
  });
  const saveHost = (host = 'http://evil.example:8080') => fake.invoke('save_server_host', [host]);
  const savePass = () => fake.invoke('save_pass', ['new-password']);
  return {
    ...fake,
    store,
    folder,
    server,
    saveHost,
    savePass,
    advance: (ms: number) => (clock += ms),
  };
}

const locked = { ok: true, data: { ok: false, code: 'setupLocked', message: expect.any(String) } };
const saved = { ok: true, data: { ok: true } };

describe('saving the server host or the Linux password', () => {
  it('is refused while the shell had no start error and nothing opened setup', async () => {
    const shell = shellWith();
    expect(await shell.saveHost()).toEqual(locked);
    expect(await shell.savePass()).toEqual(locked);
    expect((await shell.store.load()).serverHost).toBe('');
    expect(await shell.store.password()).toBeNull();
  });

  it("is refused when the page reports a start error the shell's own request does not confirm", async () => {
    const shell = shellWith({ serverFails: false });
    expect(await shell.invoke('setup:report-start-error')).toEqual({ ok: true, data: false });
    expect(shell.server.asked).toBe(1);
    expect(await shell.saveHost()).toEqual(locked);
  });

  it('is accepted after a start error the shell confirmed, for the setup window', async () => {
    const shell = shellWith({ serverFails: true });
    expect(await shell.invoke('setup:report-start-error')).toEqual({ ok: true, data: true });
    expect(await shell.saveHost('http://10.0.0.2:8080')).toEqual(saved);
    expect(await shell.savePass()).toEqual(saved);
    expect((await shell.store.load()).serverHost).toBe('http://10.0.0.2:8080');
    // Past the window the shell asks again: still failing, still open; answering, closed.
    shell.advance(SETUP_WINDOW_MS + 1);
    expect(await shell.saveHost()).toEqual(saved);
    shell.server.fails = false;
    shell.advance(SETUP_WINDOW_MS + 1);
    expect(await shell.saveHost()).toEqual(locked);
  });

  it('is accepted when the shell itself started with a start error', async () => {
    const shell = shellWith({ startedWithError: true });
    expect(
      await shell.invoke('save_device_settings', [(await shell.store.load()).deviceSettings]),
    ).toEqual(saved);
    expect(await shell.saveHost('http://10.0.0.2:8080')).toEqual(saved);
    expect(shell.server.asked).toBe(0);
  });

  it('is refused after the installer code alone: the health screen is open, the wizard is not', async () => {
    const shell = shellWith();
    expect(await shell.invoke('setup:verify-installer-code', ['48151623'])).toEqual({
      ok: true,
      data: true,
    });
    expect(await shell.saveHost()).toEqual(locked);
    expect(await shell.savePass()).toEqual(locked);
    expect((await shell.store.load()).serverHost).toBe('');
  });

  it('is accepted for 10 minutes once the health screen opened the wizard with the code', async () => {
    const shell = shellWith();
    // Without a verified code (or with a wrong one) the health screen cannot open the wizard.
    expect(await shell.invoke('setup:open-from-health')).toEqual({ ok: true, data: false });
    expect(await shell.invoke('setup:verify-installer-code', ['00000000'])).toEqual({
      ok: true,
      data: false,
    });
    expect(await shell.invoke('setup:open-from-health')).toEqual({ ok: true, data: false });
    expect(await shell.saveHost()).toEqual(locked);
    await shell.invoke('setup:verify-installer-code', ['48151623']);
    expect(await shell.invoke('setup:open-from-health')).toEqual({ ok: true, data: true });
    expect(await shell.saveHost('http://10.0.0.2:8080')).toEqual(saved);
    expect(await shell.savePass()).toEqual(saved);
    expect((await shell.store.load()).serverHost).toBe('http://10.0.0.2:8080');
    shell.advance(SETUP_WINDOW_MS + 1);
    expect(await shell.savePass()).toEqual(locked);
    // The code's own window is over too: the wizard cannot be opened again without it.
    expect(await shell.invoke('setup:open-from-health')).toEqual({ ok: true, data: false });
  });
});

describe('the installer code set in the wizard', () => {
  it('is refused while setup is not open, as the host is', async () => {
    const shell = shellWith();
    expect(await shell.invoke('setup:save-installer-code', ['24681357'])).toEqual(locked);
    expect((await shell.store.load()).installerPinHash).toBe('');
  });

  it('refuses a code of fewer than 6 digits or not digits', async () => {
    const shell = shellWith({ startedWithError: true });
    for (const code of ['12345', '12345a', ''])
      expect(await shell.invoke('setup:save-installer-code', [code])).toMatchObject({
        ok: false,
        code: 'invalidPayload',
      });
  });

  it('is kept as a pbkdf2_sha256 hash, never the code, and replaces the site code at once', async () => {
    const shell = shellWith({ startedWithError: true });
    expect(await shell.invoke('get_conf')).toMatchObject({ data: { installerCodeSet: true } });
    expect(await shell.invoke('setup:save-installer-code', ['24681357'])).toEqual(saved);
    const file = await fs.readFile(`${shell.folder}/${configFiles.installerPin}`, 'utf8');
    expect(file).not.toContain('24681357');
    expect(
      parsePinHash((JSON.parse(file) as { installerPinHash: string }).installerPinHash),
    ).not.toBeNull();
    expect(await shell.invoke('setup:verify-installer-code', ['48151623'])).toEqual({
      ok: true,
      data: false,
    });
    expect(await shell.invoke('setup:verify-installer-code', ['24681357'])).toEqual({
      ok: true,
      data: true,
    });
    // A restart reads it back from the file.
    const again = storeIn({ fs, dir: shell.folder, cipher: () => null, log: vi.fn() });
    expect((await again.load()).installerPinHash).toMatch(/^pbkdf2_sha256\$100000\$/);
  });
});

describe('the health screen opening the wizard', () => {
  it('needs the code verified in the last 10 minutes', async () => {
    const shell = shellWith();
    await shell.invoke('setup:verify-installer-code', ['48151623']);
    shell.advance(SETUP_WINDOW_MS + 1);
    expect(await shell.invoke('setup:open-from-health')).toEqual({ ok: true, data: false });
    expect(await shell.saveHost()).toEqual(locked);
  });
});

describe('the installer code', () => {
  it('locks for a minute after 5 wrong codes, the right one included', async () => {
    let clock = 0;
    const check = createPinChecker({
      hash: async () => parsePinHash(installerHash),
      now: () => clock,
    });
    const wrong = await Promise.all(['1', '2', '3', '4', '5'].map((code) => check(code.repeat(8))));
    expect(wrong).toEqual([false, false, false, false, false]);
    expect(await check('48151623')).toBe(false);
    clock += PIN_LOCK_MS;
    expect(await check('48151623')).toBe(true);
  });

  it('accepts only pbkdf2_sha256 hashes of at least 100,000 iterations and a 32-byte key', () => {
    expect(parsePinHash(installerHash)).toMatchObject({ iterations: 100_000, salt: 'site-salt' });
    expect(parsePinHash(pinHash('48151623', 1_000))).toBeNull();
    expect(parsePinHash('pbkdf2_sha1$100000$s$AAAA')).toBeNull();
    expect(parsePinHash('48151623')).toBeNull();
  });

  it('refuses every code without a configured hash', async () => {
    const check = createPinChecker({ hash: async () => null, now: () => 0 });
    expect(await check('48151623')).toBe(false);
  });
});

describe("the shell's own settings request", () => {
  it('fails on no answer, 5xx, 404 or a page that is not JSON; a server that answers does not', async () => {
    const answers: Record<string, [number, string]> = {
      '/ok/api/v1/settings': [200, '{"data":{}}'],
      '/refuses/api/v1/settings': [401, '{"message":"no"}'],
      '/down/api/v1/settings': [502, 'Bad gateway'],
      '/html/api/v1/settings': [200, '<html>router login</html>'],
    };
    const server = await startLocalServer((request, response) => {
      const [status, body] = answers[request.url ?? ''] ?? [404, ''];
      response.writeHead(status).end(body);
    });
    try {
      const fails = (path: string) => settingsRequestFails({ fetch, host: `${server.url}${path}` });
      expect(await fails('/ok')).toBe(false);
      expect(await fails('/refuses')).toBe(false);
      expect(await fails('/down')).toBe(true);
      expect(await fails('/html')).toBe(true);
      expect(await fails('/missing')).toBe(true);
      expect(await settingsRequestFails({ fetch, host: 'http://127.0.0.1:1' })).toBe(true);
      expect(server.requests.map((request) => request.path)).toContain('/ok/api/v1/settings');
    } finally {
      await server.close();
    }
  });
});
