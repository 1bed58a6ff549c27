// The browser's chaos test (issue 11, grown by issue 29 item 7 to what a site's server does): two
// terminals run pre-shift flows (a photo and a signature) and the mandatory survey through their
// screens while the server drops connections, answers 500, 503 and a proxy's HTML 200, answers after
// the kiosk's time-out, restarts and forgets every token, and refuses a fired employee's login. Its
// CORS lists only the spec's headers. A terminal reloads in the middle of a send, loses power in the
// middle of a write, and for a while cannot open IndexedDB. Once the network heals, every result is
// on the server exactly once or, for the refused employee, in the dead letters with its reason; none
// is lost, none went under another employee's token. The outbox's own chaos at scale (240 results)
// is tests/chaos/outbox-chaos.test.ts; this one proves the same through the screens.
import { readFileSync } from 'node:fs';

import type { BrowserContext, Page } from '@playwright/test';

import type { ChaosFault, RecordedRequest } from '../server/api-stub';
import { expect, loginByKeypad, test, text } from './fixtures';
import { countInOutbox, drainOutbox, sign } from './harness/outbox-page';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

/** How many flows to complete (CHAOS_FLOWS raises it for a longer run). */
const FLOWS = Number(process.env.CHAOS_FLOWS ?? 24);

const SEED = Number(process.env.CHAOS_SEED ?? 20261128);
const PRESHIFT_FLOW = 'ab52784b-b3ab-467d-bdf5-682f28378308';
/** Frolov's personal check flow, which the kiosk runs instead of the terminal's. */
const FROLOV_FLOW = 'b955eff0-d657-4040-9bb8-14c4765e603d';
const EDUCATION = 'chaos-education';
const SAVE = `flows/${EDUCATION}`;
const KUZNETSOVA = '4d25e1b7-cd7b-449d-81bb-aa1b97a4f4ea';
const FROLOV = '4bcb9b79-de92-4175-a215-3216ca62cc08';
/** Petrov, Frolov and Kuznetsova (whose login opens the mandatory survey first). */
const EMPLOYEES = [
  { number: '1001', uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a' },
  { number: '1010', uuid: FROLOV },
  { number: '1003', uuid: KUZNETSOVA },
];
const WINTER = '4967ce1f-cc7d-4d76-a29e-af1587548497';
const readMock = (name: string) =>
  JSON.parse(readFileSync(`mocks/${name}.json`, 'utf8')) as { data: Record<string, unknown> };
const kuznetsovaAuth = readMock(`employees/auth.uuid=${KUZNETSOVA}`);
const winterSurvey = readMock(`surveys/${WINTER}`);
const SURVEY_RESULTS = `surveys/assignments/byEmployee/${KUZNETSOVA}`;
/** The kiosk's request time-out here: answers held past it come often. */
const TIMEOUT_MS = 5_000;
/** The first terminal's turn at which Frolov is fired: his login is refused from then on. */
const FIRED_AT_TURN = Math.max(2, Math.floor(FLOWS / 4));

/** A pre-shift education of two steps: the front-camera photo and a signature. */
const chaosFlow = {
  uuid: EDUCATION,
  type: 'pre_shift',
  name: 'Chaos',
  title: 'Фото и подпись',
  params: {},
  steps: [
    { uuid: 'front', name: 'frontCamera', title: 'Фото сотрудника', params: {} },
    {
      uuid: 'sig',
      name: 'signature',
      title: 'Подпись об ознакомлении',
      params: { is_async: false, can_skip: false, mandatory_answer: false, is_required: true },
    },
  ],
};

/** A small seeded generator (mulberry32): the same seed gives the same faults. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MIX: Array<[ChaosFault, number]> = [
  ['none', 0.45],
  ['drop', 0.12],
  ['500', 0.08],
  ['503', 0.12],
  ['html200', 0.08],
  ['restart', 0.1],
  ['slow', 0.05],
];

const cabinetHeading = (page: Page) => page.getByRole('heading', { name: ru('cabinet', 'title') });
const startHeading = (page: Page) => page.getByRole('heading', { name: ru('auth', 'tabel.title') });

/** A terminal: its browser context (its storage) and the page on screen, replaced after a power cut. */
interface Terminal {
  name: string;
  context: BrowserContext;
  page: Page;
  url: string;
}

/** What the terminals did, for the checks and the printed summary. */
interface Tally {
  /** Frolov has been fired: his login is refused, nobody picks him any more. */
  fired: boolean;
  /** Writes the terminal without IndexedDB kept in localStorage. */
  keptInFallback: number;
  flows: number;
  frolovFlows: number;
  surveys: number;
  reloads: number;
  powerCuts: number;
  settingsRetries: number;
}

/** The mandatory survey: the 5-to-0 notice, the two required answers, Send. */
async function answerSurvey(page: Page) {
  await expect(page.getByRole('heading', { name: ru('surveys', 'intro.title') })).toBeVisible();
  await page.clock.runFor(5_000);
  const question = (name: string) => page.getByRole('group', { name: new RegExp(name) });
  await question('Получили ли вы утеплённую').getByRole('radio', { name: 'Да' }).check();
  await question('Где можно согреться').getByRole('checkbox', { name: 'Столовая' }).check();
  await page.getByRole('button', { name: ru('surveys', 'form.submit') }).click();
  await expect(cabinetHeading(page)).toBeVisible();
}

/** The flow: the photo after its 3 s countdown, a signature, Done. Resolves once Done is pressed. */
async function runFlow(page: Page) {
  await page.getByRole('link', { name: /Предсменный/ }).click();
  await expect(page.getByText(ru('stepper', 'camera.look'))).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Подпись об ознакомлении' }),
  ).toBeVisible();
  await sign(page);
  await page.getByRole('button', { name: ru('stepper', 'actions.done') }).click();
}

/** Whether the persisted run has reached its send (or is already gone). */
const runSendingOrDone = (page: Page) =>
  page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:safety-terminal') ?? '{}') as {
      stepper?: string;
    };
    const stepper = JSON.parse(root.stepper ?? 'null') as { run: { status: string } | null };
    return !stepper?.run || stepper.run.status === 'sending';
  });

/**
 * Back to the start screen once the send's first attempt is over: from the cabinet (Exit), or from
 * the start screen a new page shows; a reload whose settings outlast the time-out meets the
 * installation error, whose Retry an installer presses. Anything else fails with what it shows.
 */
async function leave(page: Page, tally: Tally) {
  const retry = page.getByRole('button', { name: ru('app', 'init.retry') });
  const cabinet = cabinetHeading(page);
  try {
    await expect(cabinet.or(retry).or(startHeading(page))).toBeVisible({
      timeout: 4 * TIMEOUT_MS + 10_000,
    });
    if (await retry.isVisible()) {
      tally.settingsRetries += 1;
      await retry.click();
      await expect(cabinet.or(startHeading(page))).toBeVisible({
        timeout: 2 * TIMEOUT_MS + 10_000,
      });
    }
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch(() => '(the page did not answer)');
    throw new Error(`the kiosk did not come back; the screen shows:\n${shown.slice(0, 1_500)}`, {
      cause: error,
    });
  }
  if (await cabinet.isVisible()) {
    await page.getByRole('button', { name: ru('cabinet', 'exit') }).click();
    await expect(startHeading(page)).toBeVisible();
  }
}

/**
 * The power goes while the results are being written: the tab dies, a new one opens the kiosk. The
 * new page's clock goes on from the old one's (each page has a fake clock of its own, which the flows
 * move on by their countdowns): a clock that went back would stamp a later flow with an earlier
 * flow's times.
 */
async function powerCut(terminal: Terminal) {
  const time = await terminal.page.evaluate(() => Date.now());
  await terminal.page.close({ runBeforeUnload: false });
  terminal.page = await terminal.context.newPage();
  await terminal.page.clock.install({ time });
  await terminal.page.goto(terminal.url);
}

/** One terminal's share: employees log in by turns, Kuznetsova answers her survey first. */
async function runTerminal(
  terminal: Terminal,
  share: number,
  offset: number,
  tally: Tally,
  random: () => number,
  onTurn: (turn: number, terminal: Terminal) => Promise<(typeof EMPLOYEES)[number] | null>,
) {
  for (let turn = 0; turn < share; turn += 1) {
    const chosen = await onTurn(turn, terminal);
    // Frolov works on the first terminal only: he is fired between two of its turns, never
    // while the other terminal is logging him in.
    const working = EMPLOYEES.filter(
      (employee) => employee.uuid !== FROLOV || (terminal.name === 'e2e-terminal' && !tally.fired),
    );
    const employee = chosen ?? working[(turn + offset) % working.length]!;
    const page = terminal.page;
    await loginByKeypad(page, employee.number, ru('auth', 'tabel.buttons.cabinet'));
    if (employee.uuid === KUZNETSOVA) {
      await answerSurvey(page);
      tally.surveys += 1;
    } else await expect(cabinetHeading(page)).toBeVisible();
    await runFlow(page);
    tally.flows += 1;
    if (employee.uuid === FROLOV) tally.frolovFlows += 1;
    const roll = turn === 1 && terminal.name === 'e2e-terminal' ? 0.2 : random();
    if (roll < 0.15 || (roll < 0.3 && terminal.name === 'e2e-terminal')) {
      // Once the results are on their way: a reload (the send may end before the page hears of
      // it), or on the first terminal now and then the power going altogether.
      await expect.poll(() => runSendingOrDone(page)).toBe(true);
      if (roll < 0.15) {
        await page.reload();
        tally.reloads += 1;
      } else {
        await powerCut(terminal);
        tally.powerCuts += 1;
      }
    }
    await leave(terminal.page, tally);
  }
}

/** IndexedDB will not open on this page while the flag is set (an old profile, a full disk). */
async function breakIndexedDbWhileFlagged(context: BrowserContext) {
  await context.addInitScript(() => {
    if (localStorage.getItem('chaos-indexeddb-down') !== '1') return;
    const open = indexedDB.open.bind(indexedDB);
    indexedDB.open = (name: string, version?: number) => {
      if (name === 'safety-terminal-outbox')
        throw new DOMException('IndexedDB will not open on this terminal', 'UnknownError');
      return open(name, version);
    };
  });
}

test('chaos: every result arrives exactly once or is a dead letter with its reason, through drops, 500, 503, HTML, restarts, a refused login, reloads, a power cut and no IndexedDB @chaos', async ({
  page,
  browser,
  stub,
  openServer,
}) => {
  // Two terminals finish a flow every 5-10 s on a loaded two-core machine.
  test.setTimeout(FLOWS * 20_000 + 240_000);
  const random = seeded(SEED);
  stub.sessions(true);
  for (const flow of [PRESHIFT_FLOW, FROLOV_FLOW])
    stub.override('GET', `flows/${flow}`, { status: 200, body: { data: [chaosFlow] } });
  // The server assigns Kuznetsova the mandatory survey again every shift, a new assignment each time.
  let shifts = 0;
  stub.override(
    'POST',
    'employees/auth',
    () => {
      shifts += 1;
      const important_survey = { appointment_id: 5004 + shifts, survey_uuid: WINTER };
      return { status: 200, body: { data: { ...kuznetsovaAuth.data, important_survey } } };
    },
    (request) => request.form?.uuid === KUZNETSOVA,
  );
  stub.override('GET', `surveys/${WINTER}`, (request) => {
    const assignment = {
      ...(winterSurvey.data.assignment as Record<string, unknown>),
      id: Number(request.query.appointment_id),
    };
    return { status: 200, body: { data: { ...winterSurvey.data, assignment } } };
  });
  // Frolov's last result before he is fired meets a down server: it is still waiting when the
  // server forgets every token and refuses his login.
  let frolovDown = false;
  const pick = (request: RecordedRequest): ChaosFault => {
    if (frolovDown && request.form?.history?.includes(FROLOV)) return '503';
    let roll = random();
    for (const [fault, share] of MIX) if ((roll -= share) < 0) return fault;
    return 'none';
  };
  stub.chaos({
    match: (method, path) => method === 'POST' && (path === SAVE || path === SURVEY_RESULTS),
    pick,
    slowMs: TIMEOUT_MS + 1_000,
  });

  // Two terminals on the same server, each with its own storage and outbox. This site's server
  // honours a write key in the query (its CORS allows only the spec's headers).
  const config = { desktop: 'simulated', requestTimeoutMs: TIMEOUT_MS, idempotencyKey: 'query' };
  await page.clock.install();
  await openServer('/', config);
  const second = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
  });
  await breakIndexedDbWhileFlagged(second);
  // The second terminal has a name of its own (X-HOSTNAME).
  await second.route('**/config.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...served, hostname: 'chaos-terminal-2' } });
  });
  const secondPage = await second.newPage();
  await secondPage.clock.install();
  await secondPage.goto(page.url());
  await secondPage.evaluate(() => localStorage.setItem('chaos-indexeddb-down', '1'));
  await secondPage.reload();
  const terminals: Terminal[] = [
    { name: 'e2e-terminal', context: page.context(), page, url: page.url() },
    { name: 'chaos-terminal-2', context: second, page: secondPage, url: page.url() },
  ];

  const tally: Tally = {
    fired: false,
    keptInFallback: 0,
    flows: 0,
    frolovFlows: 0,
    surveys: 0,
    reloads: 0,
    powerCuts: 0,
    settingsRetries: 0,
  };
  const shares = [Math.ceil(FLOWS / 2), Math.floor(FLOWS / 2)];
  const frolov = EMPLOYEES.find((employee) => employee.uuid === FROLOV)!;
  const onTurn = async (turn: number, terminal: Terminal) => {
    const first = terminal.name === 'e2e-terminal';
    if (first && turn === FIRED_AT_TURN - 1) {
      // Frolov's last result: it is still waiting, the server down for it, when he is fired.
      frolovDown = true;
      return frolov;
    }
    if (first && turn === FIRED_AT_TURN) {
      // Frolov is fired; the server restarts and forgets every token.
      tally.fired = true;
      stub.refuseLogin([FROLOV]);
      stub.forgetSessions();
      frolovDown = false;
    }
    if (!first && turn === Math.floor(shares[1]! / 2)) {
      // What this terminal kept without IndexedDB went to localStorage (waiting or delivered).
      tally.keptInFallback = await terminal.page.evaluate(() => {
        const kept = JSON.parse(
          localStorage.getItem('safety-terminal-outbox-fallback') ?? '{"items":[],"delivered":[]}',
        ) as { items: unknown[]; delivered: unknown[] };
        return kept.items.length + kept.delivered.length;
      });
      // IndexedDB opens again on this terminal: what waited in localStorage moves into it.
      await terminal.page.evaluate(() => localStorage.removeItem('chaos-indexeddb-down'));
      await terminal.page.reload();
      await expect(startHeading(terminal.page)).toBeVisible();
    }
    return null;
  };
  await Promise.all(
    terminals.map((terminal, at) => runTerminal(terminal, shares[at]!, at, tally, random, onTurn)),
  );

  // The network heals: everything still waiting arrives on the next retries.
  stub.chaos(null);
  for (const terminal of terminals) await drainOutbox(terminal.page, 120_000);

  const { accepted, repeats, faults } = stub.ledger();
  const writes = [...accepted.values()];
  const flowResults = writes.filter((write) => write.path === SAVE);
  const surveyResults = writes.filter((write) => write.path === SURVEY_RESULTS);
  const dead = (await Promise.all(terminals.map((terminal) => deadLetters(terminal.page)))).flat();
  console.log(
    `chaos (browser): ${tally.flows} flows and ${tally.surveys} surveys by ${EMPLOYEES.length} employees on ${terminals.length} terminals, ` +
      `${tally.reloads} reloads and ${tally.powerCuts} power cuts mid-send, IndexedDB down on one terminal for half its flows ` +
      `(${tally.keptInFallback} writes kept in localStorage meanwhile; ${tally.settingsRetries} reloads met a late settings answer); faults injected: ${Object.entries(
        faults,
      )
        .map(([fault, count]) => `${fault} ${count}`)
        .join(
          ', ',
        )}; the server accepted ${flowResults.length} flow results and ${surveyResults.length} survey results, ` +
      `${repeats} repeats answered by the write key; ${dead.length} dead letters (${dead.map((letter) => letter.lastError).join('; ')})`,
  );

  // Every flow either arrived exactly once (the ledger keeps one write per key) or is Frolov's,
  // refused with its reason; the survey results all arrived.
  expect(tally.flows).toBe(FLOWS);
  expect(tally.powerCuts).toBeGreaterThanOrEqual(1);
  expect(tally.keptInFallback).toBeGreaterThanOrEqual(1);
  expect(flowResults.length + dead.length).toBe(FLOWS);
  expect(dead.length).toBeGreaterThanOrEqual(1);
  for (const letter of dead) {
    expect(letter.employee).toBe(FROLOV);
    expect(letter.lastError).toMatch(/re-login refused/);
  }
  expect(surveyResults).toHaveLength(tally.surveys);
  expect(
    new Set(flowResults.map((write) => `${write.headers['x-hostname']} ${write.form?.history}`))
      .size,
  ).toBe(flowResults.length);
  expect(new Set(flowResults.map((write) => write.headers['x-hostname']))).toEqual(
    new Set(['e2e-terminal', 'chaos-terminal-2']),
  );
  // Each result names its employee, carries both files and went under that employee's own token.
  for (const write of [...flowResults, ...surveyResults]) {
    const employee =
      write.path === SAVE
        ? (JSON.parse(write.form?.history ?? '{}') as { employee: string }).employee
        : KUZNETSOVA;
    expect(stub.tokenOwner(write.headers.authorization ?? '')).toBe(employee);
    if (write.path === SAVE)
      expect(Object.keys(write.files ?? {}).map((field) => field.replace(/_\d+$/, ''))).toEqual([
        'front',
        'signature',
      ]);
  }
  for (const terminal of terminals) expect(await countInOutbox(terminal.page)).toBe(0);
  await second.close();
});

/** The dead letters of a terminal's outbox (IndexedDB and its fallback), as the installer sees them. */
const deadLetters = (page: Page) =>
  page.evaluate(async () => {
    const fallback = JSON.parse(
      localStorage.getItem('safety-terminal-outbox-fallback') ?? '{"dead":[]}',
    ) as { dead: Array<{ employee: string; lastError?: string }> };
    const stored = await new Promise<Array<{ employee: string; lastError?: string }>>((resolve) => {
      const open = indexedDB.open('safety-terminal-outbox');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const all = open.result.transaction('dead').objectStore('dead').getAll();
        all.onsuccess = () => {
          open.result.close();
          resolve(all.result as Array<{ employee: string; lastError?: string }>);
        };
      };
    });
    return [...stored, ...fallback.dead];
  });
