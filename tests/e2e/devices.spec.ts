// The camera capture of the device steps in real Chromium: its fake camera
// (--use-fake-device-for-media-stream), a real <video> and canvas, the simulated shell's snapshot.
// jsdom has none of these, so the component tests use fakes; this proves the real path. The step
// screens themselves get their end-to-end test once the stepper hosts them in the app.
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';
import { build, type Plugin, type Rolldown } from 'vite';

import type { createSimulatedKiosk } from '@/lib/bridge/simulated-kiosk';
import type { takePhoto, browserCaptureDeps } from '@/lib/camera/take-photo';

import { expect, test } from './fixtures';

/** What the test page gets as window.devices. */
interface DevicesBundle {
  takePhoto: typeof takePhoto;
  browserCaptureDeps: typeof browserCaptureDeps;
  createSimulatedKiosk: typeof createSimulatedKiosk;
}

const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const ENTRY = 'virtual:devices-entry';

/** The capture code bundled as one script, from the app's own sources. */
const entryPlugin: Plugin = {
  name: 'devices-entry',
  resolveId: (id) => (id.endsWith(ENTRY) ? `\0${ENTRY}` : null),
  load: (id) =>
    id === `\0${ENTRY}`
      ? [
          `export { takePhoto, browserCaptureDeps } from '@/lib/camera/take-photo';`,
          `export { createSimulatedKiosk } from '@/lib/bridge/simulated-kiosk';`,
        ].join('\n')
      : null,
};

let bundle = '';

test.beforeAll(async () => {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entryPlugin],
    resolve: { alias: { '@': at('src'), '@shared': at('electron/shared') } },
    build: {
      write: false,
      minify: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'devices', fileName: () => 'devices.js' },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const chunk = (Array.isArray(output) ? output[0] : output)?.output[0];
  bundle = chunk && 'code' in chunk ? chunk.code : '';
  expect(bundle).toContain('takePhoto');
});

/** A blank page on localhost (a secure context, so getUserMedia works) with the bundle loaded. */
async function open(page: Page) {
  await page.route('http://localhost:4599/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>devices</title>' }),
  );
  await page.goto('http://localhost:4599/');
  await page.addScriptTag({ content: bundle });
}

test('the internal camera gives a real PNG (front) or JPEG (overview) and every track is stopped', async ({
  page,
}) => {
  await open(page);
  const shots = await page.evaluate(async () => {
    const { takePhoto, browserCaptureDeps } = (window as unknown as { devices: DevicesBundle })
      .devices;
    const media = navigator.mediaDevices;
    const streams: MediaStream[] = [];
    const deps = {
      ...browserCaptureDeps(),
      mediaDevices: {
        enumerateDevices: () => media.enumerateDevices(),
        getUserMedia: async (constraints?: MediaStreamConstraints) => {
          const stream = await media.getUserMedia(constraints);
          streams.push(stream);
          return stream;
        },
      },
    };
    const shoot = async (role: 'front' | 'overview') => {
      const photo = await takePhoto(role, { kind: 'internal' }, deps);
      if (!photo.ok) return { error: photo.message };
      const image = await createImageBitmap(photo.blob);
      return {
        type: photo.blob.type,
        extension: photo.extension,
        width: image.width,
        height: image.height,
      };
    };
    const front = await shoot('front');
    const overview = await shoot('overview');
    const tracks = streams.flatMap((stream) => stream.getTracks().map((track) => track.readyState));
    return { front, overview, tracks };
  });
  // Chromium's fake camera films 640×480.
  expect(shots.front).toEqual({ type: 'image/png', extension: 'png', width: 640, height: 480 });
  expect(shots.overview).toEqual({ type: 'image/jpeg', extension: 'jpg', width: 640, height: 480 });
  expect(shots.tracks).toEqual(['ended', 'ended']);
});

test('a camera URL is fetched by the shell as JPEG; another format is converted to JPEG', async ({
  page,
}) => {
  await open(page);
  const shots = await page.evaluate(async () => {
    const { takePhoto, browserCaptureDeps, createSimulatedKiosk } = (
      window as unknown as { devices: DevicesBundle }
    ).devices;
    const { kiosk, simulator } = createSimulatedKiosk();
    const url = { kind: 'url', url: 'http://10.0.0.7/snapshot.jpg' } as const;
    const size = async (blob: Blob) => {
      const image = await createImageBitmap(blob);
      return [blob.type, image.width, image.height];
    };
    const jpeg = await takePhoto('front', url, {
      ...browserCaptureDeps(),
      fetchSnapshot: kiosk.camera.fetchSnapshot,
    });
    const canvas = document.createElement('canvas');
    canvas.width = 20;
    canvas.height = 10;
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    const data = await (png ?? new Blob()).arrayBuffer();
    const converted = await takePhoto('overview', url, {
      ...browserCaptureDeps(),
      fetchSnapshot: () => Promise.resolve({ ok: true, data, type: 'image/png' }),
    });
    simulator.camera.setSnapshot(url.url, 'timeout');
    const slow = await takePhoto('front', url, {
      ...browserCaptureDeps(),
      fetchSnapshot: kiosk.camera.fetchSnapshot,
    });
    return {
      jpeg: jpeg.ok ? await size(jpeg.blob) : jpeg.message,
      converted: converted.ok ? await size(converted.blob) : converted.message,
      slow: slow.ok ? 'ok' : slow.reason,
    };
  });
  expect(shots).toEqual({
    jpeg: ['image/jpeg', 8, 8],
    converted: ['image/jpeg', 20, 10],
    slow: 'failed',
  });
});
