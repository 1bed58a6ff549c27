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

const buttons = {
  chooseAll: ru('stepper', 'chooseFlow.all'),
  skip: ru('stepper', 'actions.skip'),
  next: ru('stepper', 'actions.next'),
  done: ru('stepper', 'actions.done'),
  finishAndExit: ru('stepper', 'actions.finishAndExit'),
};
const flowButtons = Object.values(buttons);

/** The pre-shift flow the API stub serves to 1001 (mocks/flows). */
const PRESHIFT_FLOW = 'ab52784b-b3ab-467d-bdf5-682f28378308';
/** Step kinds a browser leaves out: they need the desktop shell (step-registry.ts, `platforms`). */
const desktopOnlySteps = new Set(['breathalyze', 'frontCamera', 'overviewCamera']);

/**
 * The taps the whole pre-shift flow takes in developer mode, read from the data the stub serves:
 * "all in order" when there is more than one education, one tap on every step a browser runs (each
 * under its title: Skip, or Next once the step is done by itself, as a short video that has played
 * to its end), then Done on the last step; it ends in the personal area. scripts/bench-rows.mjs
 * (tapFlowRun) holds a run to it.
 */
export function expectedPreshiftFlow() {
  const educations = JSON.parse(readFileSync(`mocks/flows/${PRESHIFT_FLOW}.json`, 'utf8')).data;
  // An education's steps come as a list or as an object keyed by position.
  const steps = educations
    .flatMap((education) => Object.values(education.steps))
    .filter((step) => !desktopOnlySteps.has(step.name));
  const last = steps.at(-1);
  if (!last) throw new Error(`The pre-shift flow ${PRESHIFT_FLOW} has no step a browser runs`);
  return {
    taps: [
      ...(educations.length > 1 ? [{ buttons: [buttons.chooseAll] }] : []),
      ...steps.map((step) => ({ buttons: [buttons.skip, buttons.next], screen: step.title })),
      { buttons: [buttons.done], screen: last.title },
    ],
    endedOn: ru('app', 'screens.cabinet'),
  };
}

/** The first-level heading on screen, or '' (the choice of educations has none). */
const headingOf = (page) =>
  page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '');

/**
 * Logs in with 1001 on the keypad, runs the whole pre-shift flow by tapping (developer mode: Skip on
 * every step) at 4× CPU slowdown. Returns the longest interaction (Event Timing, ms), each tap's
 * longest one (slowest first), every tap taken (`tapped`: the button and the screen's heading, in
 * order) and the heading of the screen the flow ended on. A screen without a flow button ends the
 * run with `error`: the caller judges the run (tapFlowRun), never a shorter flow as a faster one.
 */
export async function slowestTap(browser, url) {
  const { context, page } = await newPage(browser);
  try {
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
    const tapped = [];
    let error;
    // Far more taps than any flow of the data set: a flow that never ends fails, not hangs.
    for (let steps = 0; steps < 400; steps += 1) {
      const any = flowButtons
        .map((name) => page.getByRole('button', { name, exact: true }))
        .reduce((a, b) => a.or(b))
        .first();
      const found = await any.waitFor({ timeout: 15_000 }).then(
        () => true,
        () => false,
      );
      if (!found) {
        if (!page.url().includes('preshift')) break;
        error = `no flow button on “${await headingOf(page)}” after ${tapped.length} taps`;
        break;
      }
      const heading = await headingOf(page);
      const button = (await any.textContent())?.trim() ?? '';
      tapped.push({ button, screen: heading });
      const before = page.url() + heading;
      const seen = await page.evaluate(() => window.__taps.length);
      await any.click();
      await page
        .waitForFunction(
          (previous) =>
            location.href + (document.querySelector('h1')?.textContent?.trim() ?? '') !== previous,
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
      slowestByTap.push({
        label: `“${button}” on “${heading.slice(0, 50)}”`,
        duration: Math.max(0, ...durations),
      });
      if (!page.url().includes('preshift')) break;
    }
    if (!error && page.url().includes('preshift'))
      error = `still in the pre-shift flow after ${tapped.length} taps`;
    // The screen the flow hands over to, once it has drawn its heading.
    await page
      .waitForFunction(
        () =>
          !location.hash.includes('preshift') &&
          Boolean(document.querySelector('h1')?.textContent?.trim()),
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
    const endedOn = await headingOf(page);
    const taps = await page.evaluate(() => window.__taps);
    const slowest = Math.max(0, ...taps.map((tap) => tap.duration));
    return {
      slowest,
      taps: slowestByTap.sort((a, b) => b.duration - a.duration),
      tapped,
      endedOn,
      ...(error ? { error } : {}),
    };
  } finally {
    await context.close();
  }
}
