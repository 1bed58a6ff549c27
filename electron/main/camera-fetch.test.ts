import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fetchCameraSnapshot, imageTypeOf, sniffImageType } from './camera-fetch';
import { startLocalServer, type LocalServer } from './testing/local-server';

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    switch (request.url) {
      case '/front.jpg':
        response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
        break;
      case '/snapshot.cgi':
        response.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(png);
        break;
      case '/login':
        response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>login</html>');
        break;
      case '/slow':
        setTimeout(() => response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg), 500);
        break;
      case '/huge':
        response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(Buffer.alloc(4096));
        break;
      default:
        response.writeHead(404).end();
    }
  });
});
afterAll(() => server.close());

const fetchFrom = (path: string, options: { timeoutMs?: number; maxBytes?: number } = {}) =>
  fetchCameraSnapshot({ fetch, ...options }, `${server.url}${path}`);

describe('fetchCameraSnapshot', () => {
  it('returns the image with its declared type', async () => {
    const snapshot = await fetchFrom('/front.jpg');
    expect(snapshot).toMatchObject({ ok: true, type: 'image/jpeg' });
    if (snapshot.ok) expect(Buffer.from(snapshot.data)).toEqual(jpeg);
  });

  it('recognises an image by its magic bytes when the type is generic', async () => {
    expect(await fetchFrom('/snapshot.cgi')).toMatchObject({ ok: true, type: 'image/png' });
  });

  it('refuses an answer that is not an image', async () => {
    expect(await fetchFrom('/login')).toMatchObject({ ok: false, code: 'notImage' });
  });

  it('refuses an image over the size cap', async () => {
    expect(await fetchFrom('/huge', { maxBytes: 1024 })).toMatchObject({
      ok: false,
      code: 'notImage',
    });
  });

  it('times out on a camera that does not answer', async () => {
    expect(await fetchFrom('/slow', { timeoutMs: 100 })).toMatchObject({
      ok: false,
      code: 'timeout',
    });
  });

  it('is notFound for an error status, a dead host or a non-http URL', async () => {
    expect(await fetchFrom('/missing')).toMatchObject({ ok: false, code: 'notFound' });
    expect(await fetchCameraSnapshot({ fetch }, 'http://127.0.0.1:1/snap.jpg')).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    expect(await fetchCameraSnapshot({ fetch }, 'file:///etc/passwd')).toMatchObject({
      ok: false,
      code: 'notFound',
    });
  });
});

describe('image checks', () => {
  it('sniffs JPEG, PNG, GIF and WebP', () => {
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<html>'))).toBeNull();
  });

  it('takes an image/* content type, and never an empty body', () => {
    expect(imageTypeOf('image/jpeg; charset=binary', Buffer.from('x'))).toBe('image/jpeg');
    expect(imageTypeOf('image/jpeg', Buffer.alloc(0))).toBeNull();
  });
});
