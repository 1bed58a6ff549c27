// Issue 11 item 5: a production build (no VITE_TEST_BUILD) in server mode never installs the
// simulated desktop shell or the simulated mobile wrapper, whatever its config.json asks for:
// nobody can present a fake card or breathalyzer reading from the browser console.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildProduction } from '../../scripts/production-build.mjs';
import { serveStatic } from '../../scripts/serve.mjs';
import { expect, test, text } from './fixtures';

let dist = '';

test.beforeAll(() => {
  test.setTimeout(240_000);
  dist = mkdtempSync(join(tmpdir(), 'production-build-'));
  buildProduction(dist);
});

test.afterAll(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

test('a production build in server mode has no kioskSimulator and no cordovaSimulator', async ({
  page,
  stub,
}) => {
  const served = await serveStatic({
    root: dist,
    config: { mode: 'server', serverHost: stub.url, desktop: 'simulated', mobile: 'simulated' },
  });
  try {
    await page.goto(`${served.url}#/`);
    await expect(
      page.getByRole('heading', { name: text('ru', 'auth', 'tabel.title') }),
    ).toBeVisible();
    const simulators = await page.evaluate(() => {
      const host = window as unknown as Record<string, unknown>;
      return {
        kiosk: typeof host.kioskSimulator,
        cordova: typeof host.cordovaSimulator,
        shell: typeof host.kiosk,
      };
    });
    expect(simulators).toEqual({ kiosk: 'undefined', cordova: 'undefined', shell: 'undefined' });
    // The server hears a plain browser, not a simulated shell or wrapper.
    const settings = stub.requests().find((request) => request.path === 'settings');
    expect(settings?.headers['x-platform']).toBe('browser');
  } finally {
    await served.close();
  }
});

test('the start screen fetches no stylesheet that index.html already carries', async ({
  page,
  stub,
}) => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The build inlines the entry's styles (scripts/inline-css.mjs), one file.
  const inlined = [...html.matchAll(/<link rel="stylesheet" href="\.\/([^"]+\.css)" disabled>/g)];
  expect(inlined).toHaveLength(1);
  const file = inlined[0]?.[1] ?? '';
  expect(html).toContain(`<style>${readFileSync(join(dist, file), 'utf8')}</style>`);
  const served = await serveStatic({
    root: dist,
    config: { mode: 'server', serverHost: stub.url },
  });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto(`${served.url}#/`);
    await expect(
      page.getByRole('heading', { name: text('ru', 'auth', 'tabel.title') }),
    ).toBeVisible();
    // Lazy chunks that list the entry's styles have loaded theirs (the start screen's idle preloads).
    await expect.poll(() => stylesheets.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(stylesheets.filter((path) => path.endsWith(`/${file}`))).toEqual([]);
    // The inline copy styles the page: the keypad has its grid.
    expect(await page.locator('.keypad').evaluate((el) => getComputedStyle(el).display)).toBe(
      'grid',
    );
  } finally {
    await served.close();
  }
});

test('a slow start shows a spinner after 1 s and nothing contentful before the kiosk itself', async ({
  page,
  stub,
}) => {
  const served = await serveStatic({
    root: dist,
    config: { mode: 'server', serverHost: stub.url },
  });
  // The kiosk's start-up code is held back, as on a network that blinks.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(`${served.url}#/`);
    const spinner = page.locator('.boot-splash .spinner');
    await expect(spinner).toBeVisible();
    // The splash has no logo or text: nothing contentful has been painted while the code waits.
    await expect(page.locator('.boot-splash img')).toHaveCount(0);
    expect(await page.locator('.boot-splash').innerText()).toBe('');
    expect(
      await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
    ).toBe(0);
    // It is revealed at 1 s, not before: its animations, paused and set to either side of 1 s.
    const visibilityAt = (ms: number) =>
      spinner.evaluate((element, at) => {
        for (const animation of element.getAnimations()) {
          animation.pause();
          animation.currentTime = at;
        }
        return getComputedStyle(element).visibility;
      }, ms);
    expect(await visibilityAt(999)).toBe('hidden');
    expect(await visibilityAt(1_000)).toBe('visible');
    release();
    await expect(
      page.getByRole('heading', { name: text('ru', 'auth', 'tabel.title') }),
    ).toBeVisible();
    await expect(page.locator('.boot-splash')).toHaveCount(0);
  } finally {
    release();
    await served.close();
  }
});
