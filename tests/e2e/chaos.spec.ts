// Issue 11's chaos test: many employees complete pre-shift flows (a photo and a signature) and the
// mandatory survey while the server drops connections, answers 500 and 503, answers after the
// kiosk's time-out, and the page is reloaded in the middle of a send. Once the network heals, the
// server must hold every result exactly once (by Idempotency-Key) and the outbox must be empty.
import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import type { ChaosFault } from '../server/api-stub';
import { expect, loginByKeypad, test, text } from './fixtures';
import { countInOutbox, drainOutbox, sign } from './harness/outbox-page';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

/** How many flows to complete (CHAOS_FLOWS raises it for a longer run). */
const FLOWS = Number(process.env.CHAOS_FLOWS ?? 200);
const SEED = Number(process.env.CHAOS_SEED ?? 20261125);
const PRESHIFT_FLOW = 'ab52784b-b3ab-467d-bdf5-682f28378308';
/** Frolov's personal check flow, which the kiosk runs instead of the terminal's. */
const FROLOV_FLOW = 'b955eff0-d657-4040-9bb8-14c4765e603d';
const EDUCATION = 'chaos-education';
const KUZNETSOVA = '4d25e1b7-cd7b-449d-81bb-aa1b97a4f4ea';
/** Petrov, Frolov and Kuznetsova (whose login opens the mandatory survey first). */
const EMPLOYEES = [
  { number: '1001', uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a' },
  { number: '1010', uuid: '4bcb9b79-de92-4175-a215-3216ca62cc08' },
  { number: '1003', uuid: KUZNETSOVA },
];
const WINTER = '4967ce1f-cc7d-4d76-a29e-af1587548497';
const readMock = (name: string) =>
  JSON.parse(readFileSync(`mocks/${name}.json`, 'utf8')) as { data: Record<string, unknown> };
/** Kuznetsova's login answer, with the mandatory survey, and the survey as it is read. */
const kuznetsovaAuth = readMock(`employees/auth.uuid=${KUZNETSOVA}`);
const winterSurvey = readMock(`surveys/${WINTER}`);
const SURVEY_RESULTS = `surveys/assignments/byEmployee/${KUZNETSOVA}`;
/**
 * The kiosk's request time-out in this test: short, so answers held past it come often, yet long
 * enough that a loaded CI machine still loads its settings after a reload in time.
 */
const TIMEOUT_MS = 5_000;

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

/** Half the writes go through; the rest meet a dropped connection, a 500, a 503 or a late answer. */
const MIX: Array<[ChaosFault, number]> = [
  ['none', 0.5],
  ['drop', 0.17],
  ['500', 0.12],
  ['503', 0.16],
  ['slow', 0.05],
];
const pickFault = (random: () => number) => (): ChaosFault => {
  let roll = random();
  for (const [fault, share] of MIX) {
    roll -= share;
    if (roll < 0) return fault;
  }
  return 'none';
};

const cabinetHeading = (page: Page) => page.getByRole('heading', { name: ru('cabinet', 'title') });
const startHeading = (page: Page) => page.getByRole('heading', { name: ru('auth', 'tabel.title') });

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
 * After Done (and after a reload) the cabinet comes back once the send's first attempt is over: it
 * may wait for a pass already under way and then its own attempt, each up to the time-out. A reload
 * whose settings request outlasts the time-out on a loaded machine meets the installation error,
 * whose Retry an installer presses (on localhost the kiosk does not reload by itself). Anything else
 * fails with what the screen shows.
 */
async function leave(page: Page, tally: Tally) {
  const retry = page.getByRole('button', { name: ru('app', 'init.retry') });
  try {
    await expect(cabinetHeading(page).or(retry)).toBeVisible({ timeout: 4 * TIMEOUT_MS + 10_000 });
    if (await retry.isVisible()) {
      tally.settingsRetries += 1;
      await retry.click();
      await expect(cabinetHeading(page)).toBeVisible({ timeout: 2 * TIMEOUT_MS + 10_000 });
    }
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch(() => '(the page did not answer)');
    throw new Error(`the cabinet did not come back; the screen shows:\n${shown.slice(0, 1_500)}`, {
      cause: error,
    });
  }
  await page.getByRole('button', { name: ru('cabinet', 'exit') }).click();
  await expect(startHeading(page)).toBeVisible();
}

/** What the terminals did, for the checks and the printed summary. */
interface Tally {
  flows: number;
  surveys: number;
  reloads: number;
  /** Reloads whose settings request outlasted the time-out (the installation error's Retry). */
  settingsRetries: number;
}

/** One terminal's share: employees log in by turns, Kuznetsova answers her survey first. */
async function runTerminal(page: Page, share: number, offset: number, tally: Tally) {
  for (let turn = 0; turn < share; turn += 1) {
    const employee = EMPLOYEES[(turn + offset) % EMPLOYEES.length]!;
    await loginByKeypad(page, employee.number, ru('auth', 'tabel.buttons.cabinet'));
    if (employee.uuid === KUZNETSOVA) {
      await answerSurvey(page);
      tally.surveys += 1;
    } else await expect(cabinetHeading(page)).toBeVisible();
    await runFlow(page);
    tally.flows += 1;
    // Every 10th flow the terminal is reloaded once its results are on their way: the send may end
    // before the page hears of the reload, which then reloads the flow's address without its run.
    if (turn % 10 === 5) {
      await expect.poll(() => runSendingOrDone(page)).toBe(true);
      await page.reload();
      tally.reloads += 1;
    }
    await leave(page, tally);
  }
}

// Tagged @chaos: `npm run test:e2e` runs it alone after the rest of the suite. Its two terminals
// keep both cores busy for a quarter of an hour; beside other tests they made a slow CI machine
// take 33 minutes for it and miss another test's 10 s wait.
test('chaos: every flow and survey result arrives exactly once despite drops, 500, 503, time-outs and reloads @chaos', async ({
  page,
  browser,
  stub,
  openServer,
}) => {
  // The two terminals together finish a flow every 3 s on a quiet CI machine and every 5 s on a
  // slow one (CI once ran out of 980 s before 200): the budget allows 10 s a flow and the drain.
  test.setTimeout(FLOWS * 10_000 + 300_000);
  const random = seeded(SEED);
  for (const flow of [PRESHIFT_FLOW, FROLOV_FLOW])
    stub.override('GET', `flows/${flow}`, { status: 200, body: { data: [chaosFlow] } });
  // The server assigns Kuznetsova the mandatory survey again every shift: a new assignment at each
  // login, which the survey's detail reads back. (Answers to an assignment that still wait in an
  // outbox stand for it: the kiosk does not ask for the same assignment twice.)
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
  stub.chaos({
    match: (method, path) =>
      method === 'POST' && (path === `flows/${EDUCATION}` || path === SURVEY_RESULTS),
    pick: pickFault(random),
    slowMs: TIMEOUT_MS + 1_000,
  });

  // Two terminals on the same server, each with its own storage and outbox.
  const second = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  const terminals = [page, second];
  await page.clock.install();
  await second.clock.install();
  await openServer('/', { desktop: 'simulated', requestTimeoutMs: TIMEOUT_MS });
  // The second terminal has a name of its own (X-HOSTNAME): one employee may finish a flow on both
  // terminals within the same second, and the two results are then told apart by the terminal.
  await second.route('**/config.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...served, hostname: 'chaos-terminal-2' } });
  });
  await second.goto(page.url());

  const tally: Tally = { flows: 0, surveys: 0, reloads: 0, settingsRetries: 0 };
  const shares = [Math.ceil(FLOWS / 2), Math.floor(FLOWS / 2)];
  await Promise.all(terminals.map((terminal, at) => runTerminal(terminal, shares[at]!, at, tally)));

  // The network heals: everything still waiting arrives on the next retries.
  stub.chaos(null);
  for (const terminal of terminals) await drainOutbox(terminal, 120_000);

  const { accepted, repeats, faults } = stub.ledger();
  const flowResults = [...accepted.values()].filter((write) => write.path === `flows/${EDUCATION}`);
  const surveyResults = [...accepted.values()].filter((write) => write.path === SURVEY_RESULTS);
  console.log(
    `chaos: ${tally.flows} flows and ${tally.surveys} surveys by ${EMPLOYEES.length} employees on ${terminals.length} terminals, ${tally.reloads} reloads mid-send (${tally.settingsRetries} met a late settings answer); ` +
      `faults injected: ${Object.entries(faults)
        .map(([fault, count]) => `${fault} ${count}`)
        .join(
          ', ',
        )}; server accepted ${flowResults.length} flow results and ${surveyResults.length} survey results, ` +
      `${repeats} repeats answered by Idempotency-Key`,
  );

  // Exactly once: one key per result, and no result under two keys.
  expect(flowResults).toHaveLength(FLOWS);
  expect(tally.flows).toBe(FLOWS);
  expect(surveyResults).toHaveLength(tally.surveys);
  const histories = flowResults.map(
    (write) => `${write.headers['x-hostname']} ${write.form?.history ?? ''}`,
  );
  expect(new Set(histories).size).toBe(FLOWS);
  expect(new Set(flowResults.map((write) => write.headers['x-hostname']))).toEqual(
    new Set(['e2e-terminal', 'chaos-terminal-2']),
  );
  const surveyBodies = surveyResults.map(
    (write) => `${write.headers['x-hostname']} ${JSON.stringify(write.json)}`,
  );
  expect(new Set(surveyBodies).size).toBe(tally.surveys);
  // Every shift's assignment is answered once.
  const assignments = surveyResults.map(
    (write) => (write.json as { assignment_id?: unknown }).assignment_id,
  );
  expect(new Set(assignments).size).toBe(tally.surveys);
  // Each flow result names its employee and carries both files.
  for (const write of flowResults) {
    const history = JSON.parse(write.form?.history ?? '{}') as { employee: string };
    expect(EMPLOYEES.map((employee) => employee.uuid)).toContain(history.employee);
    expect(Object.keys(write.files ?? {}).map((field) => field.replace(/_\d+$/, ''))).toEqual([
      'front',
      'signature',
    ]);
    expect(write.headers.authorization).toMatch(/^Bearer /);
  }
  const perEmployee = EMPLOYEES.map(
    (employee) =>
      flowResults.filter((write) => write.form?.history?.includes(`"employee":"${employee.uuid}"`))
        .length,
  );
  expect(perEmployee.reduce((sum, count) => sum + count, 0)).toBe(FLOWS);
  for (const terminal of terminals) expect(await countInOutbox(terminal, 'dead')).toBe(0);
  await second.close();
});
