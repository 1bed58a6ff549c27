import type { Page } from '@playwright/test';

import { callsTo, expect, loginByKeypad, test, text } from './fixtures';
import { countInOutbox, sign } from './harness/outbox-page';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);
const PRESHIFT_FLOW = 'ab52784b-b3ab-467d-bdf5-682f28378308';
const EDUCATION = 'e2e0b0c1-5e6f-4a7b-8c9d-0a1b2c3d4e5f';
const PETROV = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
const SIDOROV = '5ce560e9-d930-4660-86e4-cb86cc9432d0';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** One education with one step: a signature (a file travels with the history). */
const signatureFlow = {
  uuid: EDUCATION,
  type: 'pre_shift',
  name: 'Подпись',
  title: 'Ознакомление',
  params: {},
  steps: [
    {
      uuid: 'sig-step',
      name: 'signature',
      title: 'Подпись об ознакомлении',
      params: { is_async: false, can_skip: false, mandatory_answer: false, is_required: true },
    },
  ],
};

/** The flow run in the persisted state, as a reload would find it. */
const persistedRun = (page: Page) =>
  page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:safety-terminal') ?? '{}') as {
      stepper?: string;
    };
    const stepper = JSON.parse(root.stepper ?? 'null') as { run: { employee: string } | null };
    return stepper?.run ?? null;
  });

test('results that fail to send (503) arrive once, with one Idempotency-Key where the site honours it, after a reload and another employee', async ({
  page,
  stub,
  openServer,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  // This site's server honours Idempotency-Key, and its CORS allows it.
  stub.allowHeaders(['Idempotency-Key']);
  const save = `flows/${EDUCATION}`;
  stub.override('GET', `flows/${PRESHIFT_FLOW}`, { status: 200, body: { data: [signatureFlow] } });
  stub.override('POST', save, {
    status: 503,
    body: { message: 'maintenance' },
    headers: { 'Retry-After': '1' },
  });

  await openServer('/cabinet?tabel_namber=1001', { idempotencyKey: 'header' });
  await page.getByRole('link', { name: /Предсменный/ }).click();
  await sign(page);
  await page.getByRole('button', { name: ru('stepper', 'actions.done') }).click();
  await expect(page.getByText(ru('stepper', 'errors.sendTraining'))).toBeVisible();

  // The network fails now: the outbox retries after the Retry-After second.
  stub.override('POST', save, { networkDrop: true });
  await expect.poll(() => callsTo(stub, save, 'POST').length).toBeGreaterThanOrEqual(2);
  expect(await persistedRun(page)).toBeNull();

  // A reload, then Petrov leaves and Sidorov signs in: the results still wait.
  await page.reload();
  await page.getByRole('button', { name: ru('cabinet', 'exit') }).click();
  await loginByKeypad(page, '1002', ru('auth', 'tabel.buttons.cabinet'));
  await expect(page.getByRole('banner')).toContainText('Сидоров');
  expect(await countInOutbox(page)).toBe(1);

  // The server heals: the next retry delivers, once.
  const failed = callsTo(stub, save, 'POST').length;
  stub.heal('POST', save);
  await page.clock.fastForward('05:00');
  await expect.poll(() => countInOutbox(page)).toBe(0);
  const posts = callsTo(stub, save, 'POST');
  expect(posts).toHaveLength(failed + 1);

  const keys = new Set(posts.map((post) => post.headers['idempotency-key']));
  expect(keys.size).toBe(1);
  expect([...keys][0]).toMatch(UUID_V4);
  const delivered = posts.at(-1);
  expect(new Set(posts.map((post) => post.form?.history)).size).toBe(1);
  expect(JSON.parse(delivered?.form?.history ?? '{}')).toMatchObject({
    flow: EDUCATION,
    employee: PETROV,
    steps: [{ name: 'signature', file: 'signature_0.png' }],
  });
  expect(delivered?.files?.signature_0).toMatchObject({
    fileName: 'signature_0.png',
    type: 'image/png',
  });
});

test('a result kept through an outage arrives once after the server forgot every token, with nobody logging in: under a fresh token of its own employee', async ({
  page,
  stub,
  openServer,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  // A site's server: CORS for the spec's headers only (the stub's default), tokens it minted.
  stub.sessions(true);
  const save = `flows/${EDUCATION}`;
  stub.override('GET', `flows/${PRESHIFT_FLOW}`, { status: 200, body: { data: [signatureFlow] } });
  stub.override('POST', save, { status: 503, body: { message: 'maintenance' } });

  await openServer('/');
  await loginByKeypad(page, '1001', ru('auth', 'tabel.buttons.cabinet'));
  await page.getByRole('link', { name: /Предсменный/ }).click();
  await sign(page);
  await page.getByRole('button', { name: ru('stepper', 'actions.done') }).click();
  const alert = page.getByRole('alert').filter({ hasText: ru('stepper', 'errors.sendTraining') });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(ru('outcome', 'kept'));
  await page.getByRole('button', { name: ru('cabinet', 'exit') }).click();
  await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();

  // The server restarts (every token forgotten) and comes back; nobody logs in at the terminal.
  const logins = callsTo(stub, 'employees/auth', 'POST').length;
  stub.forgetSessions();
  stub.heal('POST', save);
  await expect
    .poll(
      async () => {
        await page.clock.fastForward('05:00');
        return countInOutbox(page);
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(0);

  const accepted = [...stub.ledger().accepted.values()].filter((write) => write.path === save);
  expect(accepted).toHaveLength(1);
  expect(stub.tokenOwner(accepted[0]?.headers.authorization ?? '')).toBe(PETROV);
  // The only login since the restart is the kiosk's own re-login of Petrov: no token, second_auth.
  const relogins = callsTo(stub, 'employees/auth', 'POST').slice(logins);
  expect(relogins.map((call) => [call.form?.uuid, call.form?.second_auth])).toEqual([
    [PETROV, '1'],
  ]);
  expect(relogins[0]?.headers.authorization).toBeUndefined();
  // And every write carried only the spec's headers.
  expect(callsTo(stub, save, 'POST').every((call) => !('idempotency-key' in call.headers))).toBe(
    true,
  );
});

test('after logout the next employee starts the pre-shift flow afresh, never the last one’s run', async ({
  page,
  openServer,
}) => {
  test.setTimeout(120_000);
  await openServer('/cabinet?tabel_namber=1001');
  await page.getByRole('link', { name: /Предсменный/ }).click();
  await page.getByRole('button', { name: ru('stepper', 'chooseFlow.all') }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Вопрос 1\./ })).toBeVisible();
  await page
    .getByRole('button', { name: /Передним ходом, попросив/ })
    .first()
    .click();
  await page.getByRole('button', { name: ru('stepper', 'actions.next'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Вопрос 2\./ })).toBeVisible();
  await expect.poll(async () => (await persistedRun(page))?.employee).toBe(PETROV);

  await page.getByRole('button', { name: ru('stepper', 'header.back') }).click();
  await page.getByRole('button', { name: ru('cabinet', 'exit') }).click();
  await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
  await expect.poll(() => persistedRun(page)).toBeNull();

  await loginByKeypad(page, '1002', ru('auth', 'tabel.buttons.cabinet'));
  await page.getByRole('link', { name: /Предсменный/ }).click();
  await page.getByRole('button', { name: ru('stepper', 'chooseFlow.all') }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Вопрос 1\./ })).toBeVisible();
  await expect.poll(async () => (await persistedRun(page))?.employee).toBe(SIDOROV);
});
