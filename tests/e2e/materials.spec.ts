// The material viewers and the signature step in real Chromium, on a test-only page
// (tests/e2e/harness) until the stepper screens host them. The page is built once per run.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { serveStatic } from '../../scripts/serve.mjs';

import { expect, test, text } from './fixtures';

const en = (key: string, params?: Record<string, string | number>) =>
  text('en', 'stepper', key, params);

const HARNESS_DIST = 'tests/e2e/harness/dist';
let served: Awaited<ReturnType<typeof serveStatic>> | undefined;

test.beforeAll(async () => {
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'tests/e2e/harness/vite.config.ts'],
    { stdio: 'inherit' },
  );
  served = await serveStatic({ root: HARNESS_DIST });
});

test.afterAll(async () => {
  await served?.close();
  // The built page is minified third-party code that `eslint .` would otherwise lint.
  rmSync(HARNESS_DIST, { recursive: true, force: true });
});

/** Opens one view of the harness and collects the page's console warnings and errors. */
async function open(page: Page, view: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) problems.push(message.text());
  });
  await page.goto(`${served?.url}tests/e2e/harness/index.html#${view}`);
  return problems;
}

const events = (page: Page) => page.evaluate(() => window.harness.events);

test('the presentation PDF renders page by page with its real worker and counts as watched on page 3', async ({
  page,
}) => {
  const problems = await open(page, 'presentation');
  await expect(page.getByText(en('material.page', { page: 1, total: 3 }))).toBeVisible();
  const canvas = page.locator('.react-pdf__Page canvas');
  await expect(canvas).toBeVisible();
  expect((await canvas.boundingBox())?.width).toBeGreaterThan(300);
  await expect(page.getByRole('button', { name: en('material.previous') })).toBeDisabled();

  const next = page.getByRole('button', { name: en('material.next') });
  await next.click();
  await expect(page.getByText(en('material.page', { page: 2, total: 3 }))).toBeVisible();
  await next.click();
  await expect(page.getByText(en('material.page', { page: 3, total: 3 }))).toBeVisible();
  await expect(next).toBeDisabled();
  await expect.poll(() => events(page)).toEqual(['watched']);
  // pdf.js falls back to a slow in-page "fake worker" (with a warning) when the worker does not load.
  expect(problems.filter((line) => /worker/i.test(line))).toEqual([]);
});

test('a document PDF counts as watched when scrolled to its end', async ({ page }) => {
  await open(page, 'document');
  const viewer = page.getByRole('region', { name: en('material.documentLabel') });
  await expect(viewer.locator('.react-pdf__Page canvas')).toHaveCount(1);
  await expect(page.getByText(en('material.readToEnd'))).toBeVisible();
  expect(await events(page)).toEqual([]);
  await viewer.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect.poll(() => events(page)).toEqual(['watched']);
});

test('a video has controls without download and counts as watched when it ends', async ({
  page,
}) => {
  await open(page, 'video');
  const video = page.getByLabel(en('material.videoLabel'));
  await expect(video).toHaveAttribute('controlslist', /nodownload/);
  await expect(page.getByText(en('material.watchToEnd'))).toBeVisible();
  // Skip to the last moments of the 4 s clip rather than wait for all of it.
  await video.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1)
      await new Promise((ready) =>
        element.addEventListener('loadedmetadata', ready, { once: true }),
      );
    element.currentTime = Math.max(0, element.duration - 0.3);
    element.playbackRate = 4;
    await element.play();
  });
  await expect.poll(() => events(page)).toEqual(['watched']);
  await expect(page.getByText(en('material.watchToEnd'))).toBeHidden();
});

test('a broken video shows "Video file not loaded" over moving noise', async ({ page }) => {
  await open(page, 'video-broken');
  await expect(page.getByRole('alert')).toHaveText(en('material.errors.videoNotLoaded'));
  const noise = page.locator('canvas.noise-canvas');
  await expect(noise).toBeVisible();
  const frame = () => noise.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  const first = await frame();
  await expect.poll(frame, { intervals: [100] }).not.toBe(first);
  expect(await events(page)).toEqual(['error:fileLoad']);
});

test('a signature drawn with the mouse is saved as a PNG', async ({ page }) => {
  await open(page, 'signature');
  await expect(page.getByText(en('signature.required'))).toBeVisible();
  const done = page.getByRole('button', { name: /^Done/ });
  await expect(done).toBeDisabled();
  await page.getByRole('button', { name: en('signature.tapArea') }).click();

  const box = await page.getByLabel(en('signature.canvasLabel')).boundingBox();
  if (!box) throw new Error('The signature canvas is not on screen');
  await page.mouse.move(box.x + 40, box.y + 60);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 40 + step * 30, box.y + 60 + (step % 2) * 80, { steps: 3 });
  }
  await expect(done).toBeDisabled();
  await page.mouse.up();
  await expect(done).toBeEnabled();
  await done.click();

  await expect
    .poll(() => events(page))
    .toEqual([expect.stringMatching(/^signature:image\/png:\d+$/)]);
  const png = await page.evaluate(async () => {
    const blob = window.harness.png as Blob;
    const bytes = [...new Uint8Array(await blob.arrayBuffer()).slice(0, 8)];
    const image = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) inked += 1;
    return { bytes, inked, width: image.width };
  });
  expect(png.bytes).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.width).toBeGreaterThan(300);
  // A 5 px line across about 360 px leaves well over a thousand inked pixels.
  expect(png.inked).toBeGreaterThan(1_000);
  await expect(done).toBeDisabled();
});
