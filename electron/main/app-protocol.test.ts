import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAppProtocolHandler, parseRange, resolveAppFile } from './app-protocol';

let root: string;
let dist: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'app-protocol-'));
  dist = path.join(root, 'dist');
  await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>kiosk</title>');
  await fs.writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  await fs.writeFile(path.join(dist, 'assets', 'clip.mp4'), Buffer.from('0123456789'));
  await fs.writeFile(path.join(root, 'secret.txt'), 'outside dist');
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('resolveAppFile', () => {
  it('maps app:// paths into dist/, / to index.html', () => {
    expect(resolveAppFile(dist, 'app://kiosk/')).toBe(path.join(dist, 'index.html'));
    expect(resolveAppFile(dist, 'app://kiosk/assets/app.js?v=1#x')).toBe(
      path.join(dist, 'assets', 'app.js'),
    );
  });

  it.each([
    'app://kiosk/../secret.txt',
    'app://kiosk/%2e%2e/secret.txt',
    'app://kiosk/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'app://kiosk/..%5csecret.txt',
    'app://kiosk/%00index.html',
    'app://kiosk/%E0%A4%A',
    'app://other/index.html',
    'http://kiosk/index.html',
    'file:///etc/passwd',
  ])('refuses %s', (url) => {
    const file = resolveAppFile(dist, url);
    // URL parsing already folds a literal /../ away; whatever remains must stay inside dist/.
    expect(file === null || file === path.join(dist, 'secret.txt')).toBe(true);
  });
});

describe('parseRange', () => {
  it('reads single byte ranges', () => {
    expect(parseRange('bytes=2-5', 10)).toEqual({ start: 2, end: 5 });
    expect(parseRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=12-', 10)).toBeNull();
    expect(parseRange('bytes=0-1,4-5', 10)).toBeNull();
    expect(parseRange(null, 10)).toBeNull();
  });
});

describe('createAppProtocolHandler', () => {
  const handler = () =>
    createAppProtocolHandler({ distDir: dist, files: fs, csp: () => "default-src 'self'" });

  it('serves files with their type, nosniff and the CSP', async () => {
    const response = await handler()(new Request('app://kiosk/index.html'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toContain('kiosk');
    const script = await handler()(new Request('app://kiosk/assets/app.js'));
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers 404 for a path outside dist/ or a missing file', async () => {
    expect((await handler()(new Request('app://kiosk/%2e%2e/secret.txt'))).status).toBe(404);
    expect((await handler()(new Request('app://kiosk/missing.js'))).status).toBe(404);
  });

  it('answers a byte range with 206', async () => {
    const response = await handler()(
      new Request('app://kiosk/assets/clip.mp4', { headers: { Range: 'bytes=2-4' } }),
    );
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 2-4/10');
    expect(await response.text()).toBe('234');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await handler()(new Request('app://kiosk/index.html', { method: 'POST' }));
    expect(response.status).toBe(405);
  });
});
