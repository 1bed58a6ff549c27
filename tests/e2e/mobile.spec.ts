// The mobile platform in Chromium at a phone's viewport: the simulated wrapper (config.json
// `mobile: "simulated"`) gives the page Cordova's runtime (camera permission, keep-awake, back
// button); the front camera is Chromium's fake camera (playwright.config.ts). The last test
// prepares the wrapper's web content from the build (scripts/build-mobile.mjs) and runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import type { CordovaSimulator } from '@/lib/mobile/simulated-wrapper';

import { prepareMobile } from '../../scripts/build-mobile.mjs';
import { serveStatic } from '../../scripts/serve.mjs';

import { callsTo, expect, test, text } from './fixtures';

const ru = (namespace: string, key: string) => text('ru', namespace, key);
const PRESHIFT_FLOW = 'flows/ab52784b-b3ab-467d-bdf5-682f28378308';
type WrapperWindow = Window & { cordovaSimulator: CordovaSimulator };

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** A pre-shift flow with the desktop-only steps (breathalyzer, overview camera) and a front photo. */
const deviceFlow = [
  {
    uuid: 'mobile-education',
    type: 'pre_shift_flow',
    name: 'Devices',
    title: 'Проверка перед сменой',
    params: {},
    steps: [
      { uuid: 'alco', name: 'breathalyze', title: 'Алкотестер', params: {} },
      { uuid: 'front', name: 'frontCamera', title: 'Фото сотрудника', params: {} },
      { uuid: 'overview', name: 'overviewCamera', title: 'Обзорное фото', params: {} },
    ],
  },
];

/** The simulated wrapper's controls, read in the page. */
const wrapper = (page: Page) => ({
  awake: () => page.evaluate(() => (window as unknown as WrapperWindow).cordovaSimulator.awake()),
  exits: () => page.evaluate(() => (window as unknown as WrapperWindow).cordovaSimulator.exits()),
  cameraRequests: () =>
    page.evaluate(() => (window as unknown as WrapperWindow).cordovaSimulator.camera.requests()),
  /** Presses the back button once the wrapper is ready (the app listens from deviceready on). */
  backButton: async () => {
    await page.waitForFunction(() =>
      (window as unknown as Partial<WrapperWindow>).cordovaSimulator?.ready(),
    );
    await page.evaluate(() => (window as unknown as WrapperWindow).cordovaSimulator.backButton());
  },
});

test('a pre-shift flow in the wrapper: X-PLATFORM cordova, the front photo, no breathalyzer record', async ({
  page,
  stub,
  openServer,
}) => {
  stub.override('GET', PRESHIFT_FLOW, { status: 200, body: { data: deviceFlow } });
  await openServer('/cabinet?tabel_namber=1001', { mobile: 'simulated' });
  await page.getByRole('link', { name: /Предсменный/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Фото сотрудника' })).toBeVisible();
  await expect(page.getByText(ru('stepper', 'camera.look'))).toBeVisible();
  // Inside a flow the back button stays in the flow, and the screen is kept on.
  await expect.poll(() => wrapper(page).awake()).toBe(true);
  await wrapper(page).backButton();
  expect(await wrapper(page).exits()).toBe(0);

  await expect(page.getByRole('heading', { name: ru('stepper', 'finish.title') })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: ru('stepper', 'actions.finishAndExit') }).click();
  await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
  await expect.poll(() => wrapper(page).awake()).toBe(false);
  expect(await wrapper(page).cameraRequests()).toBe(1);

  const requests = stub.requests();
  expect(requests.length).toBeGreaterThan(2);
  for (const request of requests) expect(request.headers['x-platform']).toBe('cordova');
  const [sent] = callsTo(stub, 'flows/mobile-education', 'POST');
  const history = JSON.parse(sent?.form?.history ?? '{}') as {
    steps: Array<Record<string, unknown>>;
  };
  expect(history.steps).toEqual([
    expect.objectContaining({ uuid: 'front', name: 'frontCamera', file_name: 'front_0.png' }),
  ]);
  expect(Object.keys(sent?.files ?? {})).toEqual(['front_0']);
  expect(sent?.files?.front_0).toMatchObject({ fileName: 'front_0.png', type: 'image/png' });
  expect(sent?.files?.front_0?.content.subarray(1, 4).toString()).toBe('PNG');
});

test('a refused camera permission shows the camera error, and the flow goes on without a photo', async ({
  page,
  stub,
  openServer,
}) => {
  stub.override('GET', PRESHIFT_FLOW, { status: 200, body: { data: deviceFlow } });
  await page.addInitScript(() => {
    (window as unknown as { cordovaSimulatorPreset: unknown }).cordovaSimulatorPreset = {
      camera: 'refuse',
    };
  });
  await openServer('/cabinet?tabel_namber=1001', { mobile: 'simulated' });
  await page.getByRole('link', { name: /Предсменный/ }).click();

  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: ru('stepper', 'camera.errors.takePhoto') })
      .first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: ru('stepper', 'finish.title') })).toBeVisible();
  await page.getByRole('button', { name: ru('stepper', 'actions.finishAndExit') }).click();
  await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();

  const [sent] = callsTo(stub, 'flows/mobile-education', 'POST');
  const history = JSON.parse(sent?.form?.history ?? '{}') as {
    steps: Array<Record<string, unknown>>;
  };
  expect(history.steps).toEqual([
    expect.objectContaining({ uuid: 'front', name: 'frontCamera', file_name: null }),
  ]);
  expect(sent?.files ?? {}).toEqual({});
});

test('the back button closes the app on the start screen and goes back elsewhere', async ({
  page,
  openServer,
}) => {
  await openServer('/', { mobile: 'simulated' });
  const start = page.getByRole('heading', { name: ru('auth', 'tabel.title') });
  await expect(start).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#/demo';
  });
  await expect(start).toBeHidden();
  await wrapper(page).backButton();
  await expect(start).toBeVisible();
  expect(await wrapper(page).exits()).toBe(0);
  await wrapper(page).backButton();
  await expect.poll(() => wrapper(page).exits()).toBe(1);
});

test('the wrapper’s prepared web content runs from its own folder, as the runtime configuration declares', async ({
  page,
  stub,
}) => {
  const work = mkdtempSync(join(tmpdir(), 'mobile-www-'));
  const { www } = prepareMobile({
    dist: process.env.E2E_DIST || 'dist-test',
    out: work,
    siteConfig: { mode: 'server', serverHost: stub.url.replace(/\/$/, '') },
    // The wrapper's own build is refused when it is a test build; this test runs on one on purpose.
    acceptTestBuild: true,
  });
  const served = await serveStatic({ root: www });
  try {
    await page.goto(`${served.url}#/`);
    await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
    const [settings] = callsTo(stub, 'settings');
    // No cordova.js outside the device: www/config.json's platform "cordova" says where it runs.
    expect(settings?.headers['x-platform']).toBe('cordova');
  } finally {
    await served.close();
    rmSync(work, { recursive: true, force: true });
  }
});
