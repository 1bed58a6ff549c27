import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The spec files that take a minute or more of a worker (the soak alone is two). */
const SOAK = 'soak.spec.ts';
const LONG = ['chaos.spec.ts', 'screens-fit.spec.ts', 'preshift.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // A CI machine is sometimes twice as slow as another (shared cores): a screen that shows in 2 s
  // on one took 11 s on the other. Waits end as soon as their condition holds.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // The longest tests start first (the soak, then the browser chaos test, screens-fit and the whole
  // pre-shift flow): Playwright hands out the first project's tests before the next one's, and the
  // soak left for the end ran on one worker while the other sat idle (70 s of a 750 s run).
  projects: [
    { name: 'soak', testMatch: SOAK },
    { name: 'long', testMatch: LONG },
    { name: 'rest', testIgnore: [SOAK, ...LONG] },
  ],
  use: {
    browserName: 'chromium',
    locale: 'ru-RU',
    viewport: { width: 1280, height: 900 },
    // A trace costs a quarter of the suite's processor time (a snapshot of the page at every
    // step) and a CI run keeps only its log: E2E_TRACE=1 records one for each failed test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
});
