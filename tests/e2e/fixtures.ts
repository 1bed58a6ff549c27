import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { test as base, expect, type Page } from '@playwright/test';

import { serveStatic } from '../../scripts/serve.mjs';
import { startApiStub, type ApiStub, type RecordedRequest } from '../server/api-stub';

/** The built app to serve: the test build in dist-test/ (`npm run build:test` with VITE_TEST_BUILD=1), or E2E_DIST. */
const distRoot = process.env.E2E_DIST || 'dist-test';

type Served = Awaited<ReturnType<typeof serveStatic>>;

interface WorkerFixtures {
  workerStub: ApiStub;
  /** Extra runtime configuration for the next page loads (reset for each test). */
  appConfig: { extra: Record<string, unknown> };
  serverApp: Served;
  mockApp: Served;
}

interface TestFixtures {
  /** The HTTP API stub, reset for each test. */
  stub: ApiStub;
  /** Opens the kiosk in server mode (against the stub) at a hash route, with extra config.json keys. */
  openServer: (route?: string, config?: Record<string, unknown>) => Promise<void>;
  /** Opens the kiosk in mock mode at a hash route, with extra config.json keys. */
  openMock: (route?: string, config?: Record<string, unknown>) => Promise<void>;
}

/** Each worker runs its own stub and serves the build twice: in server mode against the stub, and in mock mode. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerStub: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument
    async ({}, use) => {
      const stub = await startApiStub();
      await use(stub);
      await stub.close();
    },
    { scope: 'worker' },
  ],
  appConfig: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument
    async ({}, use) => use({ extra: {} }),
    { scope: 'worker' },
  ],
  serverApp: [
    async ({ workerStub, appConfig }, use) => {
      const served = await serveStatic({
        root: distRoot,
        config: () => ({
          mode: 'server',
          serverHost: workerStub.url,
          hostname: 'e2e-terminal',
          ip: '10.20.30.40',
          ...appConfig.extra,
        }),
      });
      await use(served);
      await served.close();
    },
    { scope: 'worker' },
  ],
  mockApp: [
    async ({ appConfig }, use) => {
      const served = await serveStatic({
        root: distRoot,
        config: () => ({ mode: 'mock', ...appConfig.extra }),
      });
      await use(served);
      await served.close();
    },
    { scope: 'worker' },
  ],
  stub: async ({ workerStub }, use) => {
    workerStub.reset();
    await use(workerStub);
  },
  openServer: async ({ page, serverApp, stub, appConfig }, use) => {
    void stub;
    appConfig.extra = {};
    await use(async (route = '/', config = {}) => {
      appConfig.extra = config;
      // A fresh document every time: a hash-only change would not start the kiosk again.
      if (page.url() !== 'about:blank') await page.goto('about:blank');
      await page.goto(`${serverApp.url}#${route}`);
    });
  },
  openMock: async ({ page, mockApp, appConfig }, use) => {
    appConfig.extra = {};
    await use(async (route = '/', config = {}) => {
      appConfig.extra = config;
      if (page.url() !== 'about:blank') await page.goto('about:blank');
      await page.goto(`${mockApp.url}#${route}`);
    });
  },
});

export { expect };

type Dictionary = { [key: string]: string | Dictionary };

/** A text from the dictionaries, e.g. text('ru', 'auth', 'tabel.title'), with {{params}} filled in. */
export function text(
  language: string,
  namespace: string,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const dictionary = JSON.parse(
    readFileSync(join('locales', language, `${namespace}.json`), 'utf8'),
  ) as Dictionary;
  const value = key
    .split('.')
    .reduce<string | Dictionary | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      dictionary,
    );
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Requests of one API path, in order. */
export const callsTo = (stub: ApiStub, path: string, method = 'GET'): RecordedRequest[] =>
  stub.requests().filter((request) => request.path === path && request.method === method);

/** Types a personnel number on the on-screen keypad and presses a start button. */
export async function loginByKeypad(page: Page, number: string, button: string) {
  for (const char of number) {
    await page
      .getByRole('button', { name: char === '-' ? /^(Dash|Дефис)$/ : char, exact: true })
      .click();
  }
  await page.getByRole('button', { name: button, exact: true }).click();
}

/**
 * Holds the page's first POST to `glob` until `release()`, then drops it (by then the page has
 * reloaded): an attempt under way when the page goes. Later POSTs go through.
 */
export async function holdFirstPost(page: Page, glob: string) {
  let held = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => (release = done));
  await page.route(glob, async (route) => {
    if (route.request().method() !== 'POST' || held > 0) return route.fallback();
    held += 1;
    await released;
    await route.abort().catch(() => undefined);
  });
  return { held: () => held, release: () => release() };
}
