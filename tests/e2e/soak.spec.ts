import type { CDPSession, Page } from '@playwright/test';

import config from '../../playwright.config';
import { failures, report, sample, soakRows, type Sample } from '../perf/soak-metrics';

import type { ApiStub } from '../server/api-stub';
import { expect, test, text } from './fixtures';
import { countInOutbox, waitingInOutbox } from './harness/outbox-page';
import { soakConfig, soakSession, startScreen } from './harness/soak-session';

// Memory over weeks (issue 12 item 5), in one document, garbage collected before every sample.
// `npm test` runs SOAK_SESSIONS=12 after SOAK_WARMUP=3 and SOAK_HOURS=3 simulated hours of timers
// (the defaults: a leak of a few KB a session already shows in twelve samples, and a session costs
// some 15 s of a loaded two-core machine); `npm run bench` runs 100 sessions after 10 and 72 hours.
// Both hold the same budgets.
const sessions = Number(process.env.SOAK_SESSIONS ?? 12);
const warmUp = Number(process.env.SOAK_WARMUP ?? 3);
const hours = Number(process.env.SOAK_HOURS ?? 3);
const ru = (namespace: string, key: string) => text('ru', namespace, key);

// The two soaks are independent: on two workers they run side by side.
test.describe.configure({ mode: 'parallel' });

// V8 keeps compiling more of the kiosk's code as it gets hot, session after session: its code space
// grows by some 20 KB a session for the first twenty sessions and then stays flat, which would drown
// a leak of a few KB in thirty sessions (or fake one). Here every function gets its feedback and
// baseline code on its first call and nothing is optimized further, so the heap shows what the kiosk
// keeps from the second session on. The objects the kiosk allocates and keeps are the same.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--js-flags=--no-lazy-feedback-allocation --always-sparkplug --max-opt=1',
    ],
  },
});

async function measured(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return cdp;
}

/** Prints the figures of every run, keeps its samples with the test's output, fails on any budget missed. */
async function check(...runs: Parameters<typeof soakRows>[]) {
  const rows = runs.flatMap((run) => soakRows(...run));
  report(rows);
  for (const [label, , samples] of runs)
    await test
      .info()
      .attach(label, { body: JSON.stringify(samples), contentType: 'application/json' });
  for (const row of rows.filter((item) => !item.ok))
    test
      .info()
      .annotations.push({ type: 'budget missed', description: `${row.name}: ${row.value}` });
  expect(failures(rows)).toEqual([]);
}

/** Morozova logs in by personnel number for the writes that are kept waiting. */
const MOROZOVA = '1006';
/** The pre-shift flow's education whose first result the server refuses. */
const REFUSED = 'flows/45fc9be7-5450-4ba7-bb9f-672f34058073';

/**
 * The outbox the sessions run beside: the first result of the pre-shift's second education is
 * refused (422: a dead letter); every write of Morozova's session meets a server that stays down for
 * her (503, each time her first result is retried, so her later ones wait behind it). Petrov's
 * results arrive.
 */
function holdInOutbox(stub: ApiStub) {
  let refused = false;
  let morozova: string | undefined;
  let retries = 0;
  const hers = (request: { headers: Record<string, string> }) =>
    morozova !== undefined && request.headers.authorization === morozova;
  stub.override(
    'POST',
    REFUSED,
    (request) => {
      if (hers(request)) {
        retries += 1;
        return { status: 503, body: { message: 'maintenance' } };
      }
      refused = true;
      return { status: 422, body: { message: 'closed' } };
    },
    (request) => hers(request) || !refused,
  );
  return {
    /** From now on, the writes made under this token (Morozova's session) are answered 503. */
    hold: (authorization: string) => (morozova = authorization),
    retries: () => retries,
  };
}

test('sessions do not grow the heap, the DOM, listeners or stored data, beside a dead letter and writes retried', async ({
  page,
  stub,
  openServer,
}) => {
  test.setTimeout((sessions + warmUp) * 30_000 + 60_000);
  const cdp = await measured(page);
  const outbox = holdInOutbox(stub);
  let heldSession = false;
  // Morozova's token, as the server minted it at her login.
  page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization && heldSession) outbox.hold(authorization);
  });
  await openServer('/', soakConfig);
  await expect(startScreen(page)).toBeVisible();
  const started = Date.now();
  for (let i = 0; i < warmUp; i += 1) {
    heldSession = i === 1;
    await soakSession(page, heldSession ? MOROZOVA : '1001');
  }
  heldSession = false;
  // The kiosk keeps its newest RECENT_LOG_KEPT warnings and errors for the health screen, and every
  // retry of Morozova's write adds to them: the list is filled before the soak counts (the browser
  // back online sends what waits at once), as it is on a terminal that has been up for a while.
  for (let retry = 0; retry < 30; retry += 1) {
    const before = outbox.retries();
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect.poll(outbox.retries).toBeGreaterThan(before);
  }
  expect(await countInOutbox(page, 'dead')).toBe(1);
  const waiting = await waitingInOutbox(page);
  expect(waiting.length).toBeGreaterThan(0);
  const samples: Sample[] = [await sample(page, cdp)];
  const times: number[] = [];
  for (let i = 0; i < sessions; i += 1) {
    const begun = Date.now();
    await soakSession(page);
    times.push(Date.now() - begun);
    samples.push(await sample(page, cdp));
  }
  // Still there at the end, and no more of them: the sessions' own results all arrived.
  expect(await countInOutbox(page, 'dead')).toBe(1);
  expect(await countInOutbox(page)).toBe(waiting.length);
  expect(outbox.retries()).toBeGreaterThan(1);
  times.sort((a, b) => a - b);
  console.log(
    `Soak: ${warmUp} + ${sessions} sessions in ${Math.round((Date.now() - started) / 1000)} s ` +
      `(a session ${(times[times.length >> 1]! / 1000).toFixed(1)} s median, ${(times.at(-1)! / 1000).toFixed(1)} s at most), ` +
      `beside ${waiting.length} writes waiting (${outbox.retries()} retries) and a dead letter`,
  );
  await check([`Soak, ${sessions} sessions after ${warmUp}`, 'session', samples]);
});

/**
 * An hour of the kiosk with an employee in the cabinet: a key now and then (before the screensaver's
 * 300 s) keeps them there, so the 1 s device clock, the 2 min employee refresh and the 10 min
 * settings refresh all run.
 */
async function hourInCabinet(page: Page) {
  for (let minute = 0; minute < 60; minute += 4) {
    await page.clock.runFor('04:00');
    await page.keyboard.press('Shift');
  }
}

test('the kiosk timers run for days without growth', async ({ page, openServer }) => {
  test.setTimeout((hours * 2 + 4) * 30_000 + 60_000);
  await page.clock.install();
  const cdp = await measured(page);
  // The plain browser: the simulated desktop shell keeps every line logged to it in the page (the
  // fake clock makes each request of the polls a 'slow response' warning).
  await openServer('/cabinet?tabel_namber=1001');
  const cabinet = page.getByRole('heading', { name: ru('app', 'screens.cabinet') });
  await expect(cabinet).toBeVisible();
  // The first hour settles in (first refreshes, lazily loaded screens).
  await hourInCabinet(page);
  const held: Sample[] = [await sample(page, cdp)];
  for (let hour = 0; hour < hours; hour += 1) {
    await hourInCabinet(page);
    held.push(await sample(page, cdp));
  }
  await expect(cabinet).toBeVisible();
  // Then nobody: the idle logout, the start screen's clock, the screensaver, the settings refresh.
  // Two hours settle in, and two hours more than in the cabinet are sampled (an idle hour is cheap):
  // on a loaded machine a poll may first time out in any hour, and the code V8 compiles for that path
  // once (some 20 KB) made one run in five of three samples read as a slope over the budget.
  await page.clock.runFor('02:00:00');
  await expect(cabinet).toBeHidden();
  const idle: Sample[] = [await sample(page, cdp)];
  for (let hour = 0; hour < hours + 2; hour += 1) {
    await page.clock.runFor('01:00:00');
    idle.push(await sample(page, cdp));
  }
  await check(
    [`Timers in the cabinet, ${hours} simulated hours`, 'hour', held],
    [`Timers on the idle kiosk, ${hours + 2} simulated hours`, 'hour', idle],
  );
});
