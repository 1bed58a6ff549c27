// Issue 31 item 4: under the desktop shell's Content-Security-Policy, materials the server names on
// another http(s) host load (a video plays, a PDF is fetched and framed, a photo shows), while script
// from that host or injected inline script is still blocked.
import { readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { appHost, appScheme } from '../../electron/main/app-origin';
import { createAppProtocolHandler } from '../../electron/main/app-protocol';
import { buildCsp } from '../../electron/main/content-security-policy';
import { expect, test } from './fixtures';

const distRoot = path.resolve(process.env.E2E_DIST || 'dist-test');
const media = path.resolve('mocks/media');

/** The material host: a file store on another origin (CORS open, as a CDN serving PDFs is). */
const files: Record<string, { type: string; body: Buffer }> = {
  '/instruction.webm': {
    type: 'video/webm',
    body: readFileSync(path.join(media, 'instruction.webm')),
  },
  '/document.pdf': {
    type: 'application/pdf',
    body: readFileSync(path.join(media, 'document.pdf')),
  },
  '/photo.jpg': { type: 'image/jpeg', body: readFileSync(path.join(media, 'photo-1.jpg')) },
  '/evil.js': { type: 'text/javascript', body: Buffer.from('window.__pwned = "external";') },
};

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let appServer: Server;
let fileServer: Server;
let appOrigin: string;
let fileOrigin: string;

test.beforeAll(async () => {
  // The shell's own app:// handler, answering over HTTP exactly as it answers app:// in Electron.
  const handler = createAppProtocolHandler({ distDir: distRoot, files: fs, csp: () => buildCsp() });
  appServer = createServer((request, response) => {
    void handler(new Request(`${appScheme}://${appHost}${request.url ?? '/'}`)).then(
      async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      },
    );
  });
  fileServer = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response
      .writeHead(200, {
        'Content-Type': file.type,
        'Content-Length': file.body.length,
        'Access-Control-Allow-Origin': '*',
      })
      .end(file.body);
  });
  appOrigin = await listen(appServer);
  fileOrigin = await listen(fileServer);
});
test.afterAll(async () => {
  await close(appServer);
  await close(fileServer);
});

test('a video, a PDF and a photo from a second origin load; its script and inline script do not run', async ({
  page,
}) => {
  const answer = await page.goto(`${appOrigin}/index.html`);
  expect(answer?.headers()['content-security-policy']).toBe(buildCsp());
  await expect(page.locator('#root')).not.toBeEmpty();

  const outcome = await page.evaluate(async (origin) => {
    const host = window as Window & { __pwned?: string };
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
    const settle = (element: HTMLElement, ok: string, bad: string) =>
      new Promise<string>((resolve) => {
        element.addEventListener(ok, () => resolve('loaded'), { once: true });
        element.addEventListener(bad, () => resolve('blocked'), { once: true });
        document.body.appendChild(element);
      });

    const video = document.createElement('video');
    video.muted = true;
    video.src = `${origin}/instruction.webm`;
    const videoState = await settle(video, 'loadeddata', 'error');
    const played = await video.play().then(
      () => true,
      () => false,
    );

    const photo = document.createElement('img');
    photo.src = `${origin}/photo.jpg`;
    const photoState = await settle(photo, 'load', 'error');

    // pdf.js reads a PDF with fetch (connect-src); a framed document needs frame-src.
    const pdf = await fetch(`${origin}/document.pdf`).then(
      async (response) => new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)),
      (error: Error) => `blocked: ${error.message}`,
    );
    const frame = document.createElement('iframe');
    frame.src = `${origin}/document.pdf`;
    await settle(frame, 'load', 'error');

    const external = document.createElement('script');
    external.src = `${origin}/evil.js`;
    const externalState = await settle(external, 'load', 'error');
    const inline = document.createElement('script');
    inline.textContent = 'window.__pwned = "inline";';
    document.body.appendChild(inline);
    await new Promise((resolve) => setTimeout(resolve, 0));

    return {
      video: { state: videoState, width: video.videoWidth, played },
      photo: { state: photoState, width: photo.naturalWidth },
      pdf,
      externalState,
      pwned: host.__pwned ?? null,
      violations,
    };
  }, fileOrigin);

  expect(outcome.video).toEqual({ state: 'loaded', width: expect.any(Number), played: true });
  expect(outcome.video.width).toBeGreaterThan(0);
  expect(outcome.photo.state).toBe('loaded');
  expect(outcome.photo.width).toBeGreaterThan(0);
  expect(outcome.pdf).toBe('%PDF-');
  expect(outcome.externalState).toBe('blocked');
  expect(outcome.pwned).toBeNull();
  // Only the two scripts were refused, nothing of the materials (each refusal is reported once per
  // policy: the shell's header and the build's own meta CSP).
  expect([...new Set(outcome.violations)].sort()).toEqual([
    `script-src-elem ${fileOrigin}/evil.js`,
    'script-src-elem inline',
  ]);
});
