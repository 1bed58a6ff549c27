import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { UpdateInfo, UpdateStatus } from '../shared/device-settings';
import { downloadVerified, md5File } from './download';
import { startLocalServer, type LocalServer } from './testing/local-server';
import { useTempDir } from './testing/temp-dir';
import { createUpdater } from './updater';

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
const appBody = Buffer.from('APP-PACKAGE-'.repeat(50_000));
const updaterBody = Buffer.from('UPDATER-PROGRAM-'.repeat(1_000));

type Route = (request: IncomingMessage, response: ServerResponse, hit: number) => void;
const whole =
  (body: Buffer): Route =>
  (_request, response) => {
    response.writeHead(200, { 'Content-Length': body.length }).end(body);
  };
/** Serves a byte range when asked (206), the whole body otherwise. */
const ranged =
  (body: Buffer): Route =>
  (request, response) => {
    const match = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    if (!match) return whole(body)(request, response, 0);
    const start = Number(match[1]);
    if (start >= body.length) return void response.writeHead(416).end();
    response.writeHead(206, {
      'Content-Length': body.length - start,
      'Content-Range': `bytes ${start}-${body.length - 1}/${body.length}`,
    });
    response.end(body.subarray(start));
  };

let server: LocalServer;
let routes: Record<string, Route>;
const hits = new Map<string, number>();
const dir = useTempDir('updater');

beforeEach(async () => {
  hits.clear();
  routes = { '/files/app.exe': whole(appBody), '/files/updater.exe': whole(updaterBody) };
  server = await startLocalServer((request, response) => {
    const url = request.url ?? '';
    const hit = (hits.get(url) ?? 0) + 1;
    hits.set(url, hit);
    const route = routes[url];
    if (route) route(request, response, hit);
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

function makeUpdater(currentVersion = '3.20.0') {
  const statuses: UpdateStatus[] = [];
  const updater = createUpdater({
    fetch,
    fs,
    dir: path.join(dir(), 'updates'),
    appName: 'safety-terminal',
    currentVersion,
    serverHost: async () => server.url,
    send: (status) => statuses.push(status),
    log: vi.fn(),
    now: () => new Date('2025-01-02T03:04:05Z'),
    // The local server speaks plain http: this site allows it (updater-policy.test.ts: it must).
    policy: { allowHttp: true, maxBytes: 10_000_000, publicKey: null },
    download: { retryDelayMs: 0, idleMs: 2_000, maxAttempts: 4 },
  });
  return { updater, statuses };
}
const versionDir = () => path.join(dir(), 'updates', '3.21.0');
const appFile = () => path.join(versionDir(), 'app-app.exe');

describe('start(): only the update main itself checked', () => {
  const checkUrl = () => `/api/v1/update/info?app_name=safety-terminal&version=3.20.0`;

  it('installs the update of its own check, not another', async () => {
    routes[checkUrl()] = (_request, response) =>
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ data: infoFor() }));
    const { updater } = makeUpdater('3.20.0');
    expect(await updater.start()).toEqual({ ok: true });
    expect(hits.get(checkUrl())).toBe(1);
    // Compared by hash: a deep equality over 600 kB takes seconds on a loaded machine.
    expect(md5(await fs.readFile(appFile()))).toBe(md5(appBody));
  });

  it('installs nothing when the server offers nothing, or the check fails', async () => {
    routes[checkUrl()] = (_request, response) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":null}');
    expect(await makeUpdater('3.20.0').updater.start()).toMatchObject({
      ok: false,
      code: 'noUpdate',
    });
    delete routes[checkUrl()];
    expect(await makeUpdater('3.20.0').updater.start()).toMatchObject({ ok: false, code: 'check' });
    expect(hits.get('/files/app.exe')).toBeUndefined();
  });
});

describe('update:start against a local HTTP server', () => {
  it('downloads both files, verifies them and stages the update', async () => {
    const { updater, statuses } = makeUpdater();
    expect(await updater.install(infoFor())).toEqual({ ok: true });
    expect(statuses).toEqual(['update', 'none']);
    expect(await md5File(fs, appFile())).toBe(md5(appBody));
    expect((await fs.readdir(versionDir())).sort()).toEqual(['app-app.exe', 'updater-updater.exe']);
    const staged = await updater.staged();
    expect(staged).toMatchObject({ version: '3.21.0', appFile: appFile(), previous: null });
    expect(await updater.launchPlan({ installDir: '/opt/st', execPath: '/opt/st/st' })).toEqual({
      command: path.join(versionDir(), 'updater-updater.exe'),
      args: [
        '--app',
        appFile(),
        '--version',
        '3.21.0',
        '--install-dir',
        '/opt/st',
        '--relaunch',
        '/opt/st/st',
      ],
    });
  });

  it('deletes a file that does not match its MD5 and fetches it again', async () => {
    routes['/files/app.exe'] = (request, response, hit) => {
      const body = hit === 1 ? Buffer.from(appBody).fill(0x41, 0, 10) : appBody;
      whole(body)(request, response, hit);
    };
    const { updater } = makeUpdater();
    expect(await updater.install(infoFor())).toEqual({ ok: true });
    expect(hits.get('/files/app.exe')).toBe(2);
    expect(await md5File(fs, appFile())).toBe(md5(appBody));
  });

  it('resumes an interrupted download with a Range request', async () => {
    const cut = 200_000;
    routes['/files/app.exe'] = (request, response, hit) => {
      if (hit > 1) return ranged(appBody)(request, response, hit);
      // The connection drops mid-body: the headers promise the whole file, part of it arrives,
      // then the server closes the socket.
      response.writeHead(200, { 'Content-Length': appBody.length });
      response.write(appBody.subarray(0, cut), () => setTimeout(() => response.socket?.end(), 100));
    };
    const { updater } = makeUpdater();
    expect(await updater.install(infoFor())).toEqual({ ok: true });
    const [first, second, ...more] = server.requests
      .filter((request) => request.path === '/files/app.exe')
      .map((request) => request.range);
    expect(first).toBeUndefined();
    expect(more).toEqual([]);
    // The second request continues where the saved part ends (what reached the disk before the
    // connection broke: at most what the server sent).
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(second ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(cut);
    expect(await md5File(fs, appFile())).toBe(md5(appBody));
  });

  it('gives up after the bounded retries with hashMismatch and stages nothing', async () => {
    routes['/files/app.exe'] = whole(Buffer.from('corrupt'));
    const { updater, statuses } = makeUpdater();
    expect(await updater.install(infoFor())).toMatchObject({ ok: false, code: 'hashMismatch' });
    expect(hits.get('/files/app.exe')).toBe(4);
    expect(statuses).toEqual(['update', 'error']);
    expect(await updater.staged()).toBeNull();
    expect(await fs.readdir(versionDir())).toEqual([]);
  });

  it('reports a download error with its status', async () => {
    const { updater } = makeUpdater();
    const result = await updater.install(infoFor({ url_string: `${server.url}/files/gone.exe` }));
    expect(result).toMatchObject({
      ok: false,
      code: 'download',
      message: expect.stringContaining('404'),
    });
  });

  it('keeps files that already match their hashes', async () => {
    const { updater } = makeUpdater();
    await updater.install(infoFor());
    hits.clear();
    expect(await updater.install(infoFor())).toEqual({ ok: true });
    expect(hits.size).toBe(0);
  });

  it('refuses the running version', async () => {
    const { updater } = makeUpdater('3.21.0');
    expect(await updater.install(infoFor())).toMatchObject({ ok: false, code: 'notNewer' });
  });
});

describe('applying and roll-back', () => {
  it('settles into installed.json and keeps that package as the next roll-back', async () => {
    await makeUpdater('3.20.0').updater.install(infoFor());
    const running = makeUpdater('3.21.0').updater;
    await running.settle();
    expect(await running.staged()).toBeNull();
    expect(await fs.readdir(path.join(dir(), 'updates'))).toContain('installed.json');

    expect(await running.install(infoFor({ new_version: '3.22.0' }))).toEqual({ ok: true });
    const staged = await running.staged();
    expect(staged?.previous).toEqual({ version: '3.21.0', appFile: appFile() });
    expect((await fs.readdir(path.join(dir(), 'updates'))).sort()).toEqual([
      '3.21.0',
      '3.22.0',
      'installed.json',
      'staged.json',
    ]);
    const plan = await running.launchPlan({ installDir: '/opt/st', execPath: '/opt/st/st' });
    expect(plan?.args.slice(-2)).toEqual(['--rollback', appFile()]);
  });

  it('drops a staged update whose files were altered', async () => {
    const { updater } = makeUpdater();
    await updater.install(infoFor());
    await fs.appendFile(appFile(), 'tampered');
    expect(await updater.launchPlan({ installDir: '/x', execPath: '/x/y' })).toBeNull();
  });
});

describe('downloadVerified', () => {
  it('continues a .part file left by an earlier run', async () => {
    routes['/files/updater.exe'] = ranged(updaterBody);
    const target = path.join(dir(), 'updater.exe');
    await fs.writeFile(`${target}.part`, updaterBody.subarray(0, 5_000));
    const log = vi.fn();
    const outcome = await downloadVerified(
      { fetch, fs, log, retryDelayMs: 0, allowHttp: true, maxBytes: 1_000_000 },
      { url: `${server.url}/files/updater.exe`, target, md5: md5(updaterBody) },
    );
    expect(outcome).toBe('downloaded');
    expect(server.requests.at(-1)?.range).toBe('bytes=5000-');
    expect(await md5File(fs, target)).toBe(md5(updaterBody));
    await expect(fs.stat(`${target}.part`)).rejects.toThrow();
  });
});
