import type { Page } from '@playwright/test';

import { failures, report, sample, soakRows, type Sample } from '../perf/soak-metrics';

import { expect, test, text } from './fixtures';

// Memory over weeks (issue 12 item 5): whole sessions in one document, garbage collected between
// samples. `npm test` runs SOAK_SESSIONS=30 after SOAK_WARMUP=3 (defaults); `npm run bench` runs
// 100 after 10. The second test runs the kiosk's timers for SOAK_HOURS simulated hours (6 in
// `npm test`, 72 in the bench), sampled every simulated hour.
const sessions = Number(process.env.SOAK_SESSIONS ?? 30);
const warmUp = Number(process.env.SOAK_WARMUP ?? 3);
/**
 * Known leaks, reported to their owners: 12 event listeners and about 12 KB of heap per
 * session that are not on the window, document or root (the PDF documents and their worker ports are
 * the first suspect), and about 6 KB of heap per simulated hour of timers. `npm test` prints them;
 * the bench (SOAK_STRICT=1) fails on them.
 */
const knownLeaks = ['event listeners', 'JS heap slope'];
const hours = Number(process.env.SOAK_HOURS ?? 6);
const ru = (namespace: string, key: string) => text('ru', namespace, key);
const flowButtons = ['chooseFlow.all', 'actions.skip', 'actions.next', 'actions.done'].map((key) =>
  ru('stepper', key),
);

async function keypadLogin(page: Page, button: string) {
  for (const key of '1001') await page.getByRole('button', { name: key, exact: true }).click();
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** The whole pre-shift flow (video, document, questions, signature) tapped through in developer mode. */
async function preshiftFlow(page: Page) {
  await keypadLogin(page, ru('auth', 'tabel.buttons.preshift'));
  const any = flowButtons
    .map((name) => page.getByRole('button', { name, exact: true }))
    .reduce((a, b) => a.or(b))
    .first();
  await any.waitFor();
  const state = () =>
    page.evaluate(() => location.href + (document.querySelector('main')?.textContent ?? ''));
  while (page.url().includes('preshift')) {
    const found = await any.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (!found) break;
    const before = await state();
    await any.click();
    // The step changes, or the flow ends (the address changes).
    await expect.poll(state).not.toBe(before);
  }
}

/** Log in, a pre-shift flow, the cabinet, the library, log out: back on the start screen. */
async function session(page: Page) {
  await preshiftFlow(page);
  const cabinet = page.getByRole('heading', { name: ru('app', 'screens.cabinet') });
  if (!(await cabinet.isVisible())) await keypadLogin(page, ru('auth', 'tabel.buttons.cabinet'));
  await expect(cabinet).toBeVisible();
  await page.getByRole('link', { name: new RegExp(ru('cabinet', 'cards.regulations')) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: ru('library', 'sections.regulations') }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: ru('library', 'list.label') });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: ru('cabinet', 'exit'), exact: true }).click();
  await expect(page.getByRole('button', { name: '1', exact: true })).toBeVisible();
}

test('sessions do not grow the heap, the DOM, listeners or stored data', async ({
  page,
  openServer,
}) => {
  test.setTimeout((sessions + warmUp) * 40_000 + 60_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await openServer('/', { devMode: true });
  await expect(page.getByRole('button', { name: '1', exact: true })).toBeVisible();
  for (let i = 0; i < warmUp; i += 1) await session(page);
  const samples: Sample[] = [await sample(page, cdp)];
  for (let i = 0; i < sessions; i += 1) {
    await session(page);
    samples.push(await sample(page, cdp));
  }
  const rows = soakRows(`Soak, ${sessions} sessions after ${warmUp}`, 'session', samples);
  report(rows);
  for (const row of rows.filter((item) => !item.ok))
    test
      .info()
      .annotations.push({ type: 'budget missed', description: `${row.name}: ${row.value}` });
  expect(failures(rows, knownLeaks)).toEqual([]);
});

test('the kiosk timers run for days without growth', async ({ page, openServer }) => {
  test.setTimeout(hours * 20_000 + 60_000);
  await page.clock.install();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await openServer('/cabinet?tabel_namber=1001');
  await expect(page.getByRole('heading', { name: ru('app', 'screens.cabinet') })).toBeVisible();
  // The first hour: the idle logout, the screensaver and the start screen's clock settle in.
  await page.clock.runFor('01:00:00');
  const samples: Sample[] = [await sample(page, cdp)];
  for (let hour = 0; hour < hours; hour += 1) {
    await page.clock.runFor('01:00:00');
    samples.push(await sample(page, cdp));
  }
  const rows = soakRows(`Timers, ${hours} simulated hours`, 'hour', samples);
  report(rows);
  for (const row of rows.filter((item) => !item.ok))
    test
      .info()
      .annotations.push({ type: 'budget missed', description: `${row.name}: ${row.value}` });
  expect(failures(rows, knownLeaks)).toEqual([]);
});
