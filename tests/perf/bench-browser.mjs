// Browser measurements of the bench (Playwright in Debian's Chromium): time to an interactive start
// screen, and the slowest tap of a whole pre-shift flow at 4× CPU slowdown (Event Timing).
import { readFileSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { chromeFlags } from './bench-lighthouse.mjs';

const ru = (namespace, path) =>
  path
    .split('.')
    .reduce(
      (node, key) => node[key],
      JSON.parse(readFileSync(`locales/ru/${namespace}.json`, 'utf8')),
    );

export const launch = (chromePath) =>
  chromium.launch({
    executablePath: chromePath,
    args: [
      ...chromeFlags.filter((flag) => !flag.startsWith('--headless')),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });

const newPage = async (browser) => {
  const context = await browser.newContext({
    locale: 'ru-RU',
    viewport: { width: 1280, height: 900 },
  });
  return { context, page: await context.newPage() };
};

/**
 * Milliseconds from navigation until the start screen's keypad is on screen and the main thread has
 * settled (the end of the last long task before it), then checks a tap on it works.
 */
export async function startInteractive(browser, url) {
  const { context, page } = await newPage(browser);
  await page.addInitScript(() => {
    const state = { keypad: 0, lastLongTaskEnd: 0 };
    Object.assign(window, { __start: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.lastLongTaskEnd = Math.max(state.lastLongTaskEnd, entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.keypad .keypad__key')) return;
      state.keypad = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__start.keypad > 0);
  await page.getByRole('button', { name: '7', exact: true }).click();
  await page
    .getByRole('textbox', { name: ru('auth', 'tabel.label') })
    .and(page.locator('[value="7"]'))
    .waitFor();
  const { keypad, lastLongTaskEnd } = await page.evaluate(() => window.__start);
  await context.close();
  return lastLongTaskEnd > keypad ? lastLongTaskEnd : keypad;
}

/**
 * The JavaScript a start screen loads over the network (gzip bytes on the wire, Chrome's
 * encodedDataLength): from navigation until the keypad is on screen and the network has been quiet
 * for half a second, so the chunks loaded at idle after the first render (the header, the outbox,
 * the screensaver) count too. Returns the total and each file's share, largest first.
 */
export async function startScreenScripts(browser, url) {
  const { context, page } = await newPage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  const sizes = new Map();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
  await page.goto(url);
  await page.locator('.keypad .keypad__key').first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...scripts].map(([id, path]) => ({ path, bytes: sizes.get(id) ?? 0 }));
  files.sort((a, b) => b.bytes - a.bytes);
  return { total: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

const flowButtons = [
  ru('stepper', 'chooseFlow.all'),
  ru('stepper', 'actions.skip'),
  ru('stepper', 'actions.next'),
  ru('stepper', 'actions.done'),
  ru('stepper', 'actions.finishAndExit'),
];

/**
 * Logs in with 1001 on the keypad, runs the whole pre-shift flow by tapping (developer mode: Skip on
 * every step) at 4× CPU slowdown. Returns the longest interaction (Event Timing, ms) and each tap's
 * longest one, slowest first.
 */
export async function slowestTap(browser, url) {
  const { context, page } = await newPage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const taps = [];
    Object.assign(window, { __taps: taps });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) taps.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(url);
  for (const key of '1001') await page.getByRole('button', { name: key, exact: true }).click();
  await page
    .getByRole('button', { name: ru('auth', 'tabel.buttons.preshift'), exact: true })
    .click();
  const slowestByTap = [];
  for (let steps = 0; steps < 400; steps += 1) {
    const any = flowButtons
      .map((name) => page.getByRole('button', { name, exact: true }))
      .reduce((a, b) => a.or(b))
      .first();
    const found = await any.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (!found) break;
    const heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '');
    const label = `“${await any.textContent()}” on “${heading.trim().slice(0, 50)}”`;
    const before = page.url() + heading;
    const seen = await page.evaluate(() => window.__taps.length);
    await any.click();
    await page
      .waitForFunction(
        (previous) =>
          location.href + (document.querySelector('h1')?.textContent ?? '') !== previous,
        before,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
    // Event Timing reports an interaction after its next paint.
    await page
      .waitForFunction((count) => window.__taps.length > count, seen, { timeout: 5_000 })
      .catch(() => undefined);
    const durations = await page.evaluate(
      (count) => window.__taps.slice(count).map((tap) => tap.duration),
      seen,
    );
    slowestByTap.push({ label, duration: Math.max(0, ...durations) });
    if (!page.url().includes('preshift')) break;
  }
  const taps = await page.evaluate(() => window.__taps);
  await context.close();
  const slowest = Math.max(0, ...taps.map((tap) => tap.duration));
  return { slowest, taps: slowestByTap.sort((a, b) => b.duration - a.duration) };
}
