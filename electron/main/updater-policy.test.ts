// Issue 31 item 2: the updater installs only what it should — https only (http when the site allows
// it), never an older or equal version, within the size limit, and with a signing key only signed files.
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import * as fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { UpdateInfo } from '../shared/device-settings';
import { downloadVerified } from './download';
import type { UpdatePolicy } from './site-config';
import { startLocalServer, type LocalServer } from './testing/local-server';
import { useTempDir } from './testing/temp-dir';
import { acceptUpdateInfo } from './update-check';
import { signatureUrl } from './update-signature';
import { createUpdater } from './updater';

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
const appBody = Buffer.from('APP-PACKAGE-'.repeat(20_000));
const updaterBody = Buffer.from('UPDATER-PROGRAM-'.repeat(1_000));
const ed = generateKeyPairSync('ed25519');
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signB64 = (data: Buffer, key: KeyObject = ed.privateKey) =>
  sign(key.asymmetricKeyType === 'ed25519' ? null : 'sha256', data, key).toString('base64');

type Route = (request: IncomingMessage, response: ServerResponse) => void;
const whole =
  (body: Buffer | string): Route =>
  (_request, response) =>
    void response.writeHead(200, { 'Content-Length': Buffer.byteLength(body) }).end(body);

let server: LocalServer;
let routes: Record<string, Route>;
const dir = useTempDir('updater-policy');

beforeEach(async () => {
  routes = { '/files/app.exe': whole(appBody), '/files/updater.exe': whole(updaterBody) };
  server = await startLocalServer((request, response) => {
    const route = routes[request.url ?? ''];
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
});
afterEach(() => server.close());

const infoFor = (change: Partial<UpdateInfo> = {}): UpdateInfo => ({
  url_string: `${server.url}/files/app.exe`,
  new_version: '3.21.0',
  app_name: 'safety-terminal',
  can_update: true,
  update_app_url_string: `${server.url}/files/updater.exe`,
  updater_version: '1.0.0',
  app_file_hash: md5(appBody),
  update_file_hash: md5(updaterBody),
  ...change,
});

const httpSite: UpdatePolicy = { allowHttp: true, maxBytes: 10_000_000, publicKey: null };

function makeUpdater(policy: Partial<UpdatePolicy> = {}, currentVersion = '3.20.0') {
  const log = vi.fn();
  const updater = createUpdater({
    fetch,
    fs,
    dir: path.join(dir(), 'updates'),
    appName: 'safety-terminal',
    currentVersion,
    serverHost: async () => server.url,
    send: vi.fn(),
    log,
    now: () => new Date('2025-01-02T03:04:05Z'),
    policy: { ...httpSite, ...policy },
    download: { retryDelayMs: 0, idleMs: 2_000, maxAttempts: 2 },
  });
  return { updater, log };
}
const fileRequests = () => server.requests.filter((request) => request.path.startsWith('/files/'));
const versionDir = () => path.join(dir(), 'updates', '3.21.0');

describe('https only', () => {
  it('refuses http update files unless the site allows http, fetching nothing', async () => {
    const { updater } = makeUpdater({ allowHttp: false });
    expect(await updater.install(infoFor())).toMatchObject({ ok: false, code: 'insecureUrl' });
    expect(fileRequests()).toEqual([]);
    expect(await updater.staged()).toBeNull();
  });

  it('does not even ask a plain-http server for update info unless allowed', async () => {
    const { updater } = makeUpdater({ allowHttp: false });
    expect(await updater.check()).toBeNull();
    expect(await updater.start()).toMatchObject({ ok: false, code: 'noUpdate' });
    expect(server.requests).toEqual([]);
  });

  it('refuses an https file that redirects to plain http', async () => {
    const redirected = Object.defineProperty(new Response('x'), 'url', {
      value: 'http://evil.example/app.exe',
    });
    const job = {
      url: 'https://updates.example/app.exe',
      target: path.join(dir(), 'a'),
      md5: md5(Buffer.from('x')),
    };
    const deps = {
      fetch: async () => redirected,
      fs,
      log: vi.fn(),
      allowHttp: false,
      maxBytes: 100,
    };
    await expect(downloadVerified(deps, job)).rejects.toMatchObject({ code: 'insecureUrl' });
  });
});

describe('never an older or equal version', () => {
  it.each(['3.20.0', '3.19.9', '3.2.0', '2.99.99', '3.20.0-rc.1', 'latest'])(
    'refuses %s on 3.20.0, in the check and in the install',
    async (version) => {
      expect(acceptUpdateInfo({ data: infoFor({ new_version: version }) }, '3.20.0')).toBeNull();
      const { updater } = makeUpdater();
      expect(await updater.install(infoFor({ new_version: version }))).toMatchObject({
        ok: false,
        code: 'notNewer',
      });
      expect(fileRequests()).toEqual([]);
    },
  );

  it('takes a newer version by number, not by text', async () => {
    expect(
      acceptUpdateInfo({ data: infoFor({ new_version: '3.100.0' }) }, '3.20.0'),
    ).not.toBeNull();
    const { updater } = makeUpdater({}, '3.9.0');
    expect(await updater.install(infoFor({ new_version: '3.21.0' }))).toEqual({ ok: true });
  });
});

describe('the size limit', () => {
  it('refuses a file whose Content-Length passes the limit before reading it', async () => {
    const { updater } = makeUpdater({ maxBytes: appBody.length - 1 });
    expect(await updater.install(infoFor())).toMatchObject({ ok: false, code: 'tooLarge' });
    expect(fileRequests()).toHaveLength(1);
    expect(await fs.readdir(versionDir())).toEqual([]);
  });

  it('cuts off a body without a length that grows past the limit, and deletes it', async () => {
    const limit = 50_000;
    routes['/files/app.exe'] = (_request, response) => {
      response.writeHead(200, { 'Transfer-Encoding': 'chunked' });
      // Far more than the limit: the download must stop on its own, not at the end.
      const chunk = Buffer.alloc(16_384, 0x41);
      let sent = 0;
      const pump = () => {
        while (sent < 100 && response.write(chunk)) sent += 1;
        if (sent < 100) response.once('drain', pump);
        else response.end();
      };
      pump();
    };
    const { updater } = makeUpdater({ maxBytes: limit });
    expect(await updater.install(infoFor())).toMatchObject({ ok: false, code: 'tooLarge' });
    expect(fileRequests()).toHaveLength(1);
    expect(await fs.readdir(versionDir())).toEqual([]);
  });
});

describe('with updatePublicKey, a detached signature', () => {
  const signEverything = (key: KeyObject = ed.privateKey) => {
    routes['/files/app.exe.sig'] = whole(signB64(appBody, key));
    routes['/files/updater.exe.sig'] = whole(`${signB64(updaterBody, key)}\n`);
  };

  it('is fetched from <url>.sig and installs when it matches (Ed25519 and RSA)', async () => {
    signEverything();
    expect(await makeUpdater({ publicKey: ed.publicKey }).updater.install(infoFor())).toEqual({
      ok: true,
    });
    await fs.rm(path.join(dir(), 'updates'), { recursive: true });
    signEverything(rsa.privateKey);
    expect(await makeUpdater({ publicKey: rsa.publicKey }).updater.install(infoFor())).toEqual({
      ok: true,
    });
    expect(signatureUrl('https://cdn.example/a/app.exe?v=2')).toBe(
      'https://cdn.example/a/app.exe.sig?v=2',
    );
  });

  it('refuses a file without a signature', async () => {
    const { updater } = makeUpdater({ publicKey: ed.publicKey });
    expect(await updater.install(infoFor())).toMatchObject({ ok: false, code: 'signature' });
    expect(await updater.staged()).toBeNull();
    expect(await fs.readdir(versionDir())).toEqual([]);
  });

  it('refuses a bad signature: another key, another file, or no base64', async () => {
    const other = generateKeyPairSync('ed25519');
    for (const sig of [signB64(appBody, other.privateKey), signB64(updaterBody), 'not base64!']) {
      signEverything();
      routes['/files/app.exe.sig'] = whole(sig);
      const { updater } = makeUpdater({ publicKey: ed.publicKey });
      expect(await updater.install(infoFor())).toMatchObject({ ok: false, code: 'signature' });
      expect(await updater.staged()).toBeNull();
      expect(await fs.readdir(versionDir())).toEqual([]);
    }
  });

  it('checks a kept file too, and the updater program as well as the package', async () => {
    await makeUpdater().updater.install(infoFor());
    signEverything();
    routes['/files/updater.exe.sig'] = whole(signB64(appBody));
    const { updater } = makeUpdater({ publicKey: ed.publicKey });
    expect(await updater.install(infoFor())).toMatchObject({ ok: false, code: 'signature' });
    expect(await fs.readdir(versionDir())).toEqual(['app-app.exe']);
  });

  it('refuses every update when the configured key is unreadable', async () => {
    signEverything();
    const { updater } = makeUpdater({ publicKey: 'invalid' });
    expect(await updater.install(infoFor())).toMatchObject({ ok: false, code: 'signature' });
    expect(fileRequests()).toEqual([]);
  });
});
