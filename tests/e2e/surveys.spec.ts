import type { Page } from '@playwright/test';

import { callsTo, expect, holdFirstPost, loginByKeypad, test, text } from './fixtures';
import { drainOutbox } from './harness/outbox-page';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

const PETROV = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
const KUZNETSOVA = '4d25e1b7-cd7b-449d-81bb-aa1b97a4f4ea';
const CONDITIONS = 'ab71dc35-4656-4730-be8a-c1d8abf63ee2';
const WINTER = '4967ce1f-cc7d-4d76-a29e-af1587548497';
/** The colour of a missing question's border (--color-danger). */
const RED = 'rgb(198, 40, 40)';

/** The question group whose text starts with `start`. */
const question = (page: Page, start: string) =>
  page.getByRole('group', { name: new RegExp(`^${start}`) });

const alert = (page: Page, key: string) =>
  page.getByRole('alert').filter({ hasText: ru('surveys', key) });

/** Logs 1001 in through the address and opens the surveys card of the personal area. */
async function openFromCabinet(page: Page, openServer: (route: string) => Promise<void>) {
  await openServer('/cabinet?tabel_namber=1001');
  await page.getByRole('link', { name: new RegExp(`^${ru('cabinet', 'cards.surveys')}`) }).click();
}

test.describe('surveys (server mode)', () => {
  test('a survey with all six answer types: refused incomplete, then sent with the exact payload', async ({
    page,
    stub,
    openServer,
  }) => {
    await openFromCabinet(page, openServer);
    const rows = page.getByRole('list', { name: ru('surveys', 'list.label') }).getByRole('button');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).getByText(ru('surveys', 'status.notPassed'))).toHaveCSS(
      'background-color',
      'rgb(180, 83, 9)',
    );
    await expect(rows.nth(1).getByText(ru('surveys', 'status.passed'))).toHaveCSS(
      'background-color',
      'rgb(26, 127, 55)',
    );
    await expect(rows.nth(2).getByText(ru('surveys', 'status.expired'))).toHaveCSS(
      'background-color',
      RED,
    );

    await rows.filter({ hasText: 'Оценка условий труда' }).click();
    await expect(
      page.getByText(ru('surveys', 'detail.attemptsUsed', { used: 0, total: 2 })),
    ).toBeVisible();
    const before = Date.now();
    await page.getByRole('button', { name: ru('surveys', 'detail.start') }).click();

    // Everything but the first question, then Send from the bottom of the page.
    const lighting = question(page, 'Как вы оцениваете');
    const ppe = question(page, 'Какие СИЗ');
    await ppe.getByRole('checkbox', { name: 'Очки' }).check();
    await ppe.getByRole('checkbox', { name: 'Перчатки' }).check();
    await page.getByRole('textbox', { name: 'Ваш стаж на текущей должности' }).fill('3 года');
    await page
      .getByRole('textbox', { name: 'Что бы вы улучшили в предсменном обучении?' })
      .fill('Больше видео');
    await page.getByRole('switch', { name: 'Я знаю план эвакуации' }).check();
    const scale = question(page, 'Оцените предсменное обучение');
    await scale.getByRole('group', { name: 'Понятность материалов' }).getByText('Хорошо').click();
    await scale.getByRole('group', { name: 'Удобство терминала' }).getByText('Отлично').click();
    await scale
      .getByRole('group', { name: 'Полезность видео' })
      .getByText('Удовлетворительно')
      .click();
    const send = page.getByRole('button', { name: ru('surveys', 'form.submit') });
    await send.scrollIntoViewIfNeeded();
    await expect(lighting).not.toBeInViewport();
    await send.click();

    await expect(alert(page, 'errors.incomplete')).toBeVisible();
    await expect(lighting).toBeInViewport();
    await expect(lighting).toHaveCSS('border-top-color', RED);
    await expect(ppe).not.toHaveCSS('border-top-color', RED);
    expect(callsTo(stub, `surveys/assignments/byEmployee/${PETROV}`, 'POST')).toEqual([]);

    await lighting.getByRole('radio', { name: 'Удовлетворительная' }).check();
    await expect(lighting).not.toHaveCSS('border-top-color', RED);
    await send.click();
    await expect(
      page.getByRole('status').filter({ hasText: ru('surveys', 'success.sent') }),
    ).toBeVisible();
    const after = Date.now();

    const [post] = callsTo(stub, `surveys/assignments/byEmployee/${PETROV}`, 'POST');
    expect(post?.headers['content-type']).toContain('application/json');
    expect(post?.json).toEqual({
      start_dt: expect.any(Number),
      end_dt: expect.any(Number),
      survey_uuid: CONDITIONS,
      assignment_id: 5001,
      answers: [
        {
          uuid: 'ea65d78a-8d89-44de-ae16-ecd09bdfb7bc',
          answer: '96e7bac1-bc40-4c10-ae46-b3d789bb27c1',
        },
        {
          uuid: 'a7abbbb1-2ff4-430b-b9be-01c29a2be296',
          answer: ['499ee5ad-6667-400e-a99b-6225faa27e25', '5ff2bb42-8ea6-4f64-8612-ed7a65dac157'],
        },
        { uuid: 'f8ab4c17-a167-4f5e-983b-6f22c5f85072', answer: '3 года' },
        { uuid: '3f40480d-58ec-4985-8453-5ede11a571ac', answer: 'Больше видео' },
        {
          uuid: '22a30156-c0c4-43af-9097-1217bf480e5c',
          answer: ['e28aca1a-4bcc-45a1-a988-8b5112233b65'],
        },
        {
          uuid: '333aec80-529c-4c5b-86e2-048a5377e586',
          answer: [
            { criteria: 1, variant: 3 },
            { criteria: 2, variant: 4 },
            { criteria: 3, variant: 2 },
          ],
        },
      ],
    });
    const { start_dt: start, end_dt: end } = post?.json as { start_dt: number; end_dt: number };
    expect(start).toBeGreaterThanOrEqual(before);
    expect(end).toBeGreaterThan(start);
    expect(end).toBeLessThanOrEqual(after);

    // The list comes from the answer: the survey now reads Passed.
    await expect(
      rows.filter({ hasText: 'Оценка условий труда' }).getByText(ru('surveys', 'status.passed')),
    ).toBeVisible();
    await page.getByRole('link', { name: ru('common', 'actions.back') }).click();
    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
  });

  test('the guard opens the mandatory survey after a 5-to-0 notice; sending it lets the employee on', async ({
    page,
    stub,
    openServer,
  }) => {
    await page.clock.install();
    await openServer('/cabinet?tabel_namber=1003');
    await expect(page.getByRole('heading', { name: ru('surveys', 'intro.title') })).toBeVisible();
    await expect(page.getByText(ru('surveys', 'intro.countdown', { seconds: 5 }))).toBeVisible();
    const form = page.getByRole('button', { name: ru('surveys', 'form.submit') });
    // A moment of the notice, read in one task with the screen: the page's clock also flows with
    // real time, which a busy machine stretches, so a moment read after a later check might
    // already be past the notice's end.
    const { now: noticeRunning, formShown: formAtNotice } = await page.evaluate(
      (submit) => ({
        now: Date.now(),
        formShown: [...document.querySelectorAll('button')].some(
          (button) => button.textContent?.trim() === submit,
        ),
      }),
      ru('surveys', 'form.submit'),
    );
    expect(formAtNotice).toBe(false);
    await page.clock.runFor(4_000);
    await expect(page.getByText(ru('surveys', 'intro.countdown', { seconds: 1 }))).toBeVisible();
    await expect(form).toBeHidden();
    await page.clock.runFor(1_000);
    await expect(form).toBeVisible();
    const formShown = await page.evaluate(() => Date.now());

    await question(page, 'Получили ли вы утеплённую').getByRole('radio', { name: 'Да' }).check();
    await question(page, 'Где можно согреться').getByRole('checkbox', { name: 'Столовая' }).check();
    await form.click();
    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
    // The employee goes on once the answers are stored; the send may still be on its way.
    const path = `surveys/assignments/byEmployee/${KUZNETSOVA}`;
    await expect.poll(() => callsTo(stub, path, 'POST').length).toBe(1);
    const [post] = callsTo(stub, path, 'POST');
    expect(post?.json).toEqual({
      start_dt: expect.any(Number),
      end_dt: expect.any(Number),
      survey_uuid: WINTER,
      assignment_id: 5004,
      answers: [
        {
          uuid: 'a1d27df7-9e31-4f81-b589-6a8c87754b15',
          answer: '9c2ee6c5-aa70-4dea-abeb-134206f25cdd',
        },
        {
          uuid: '0c841978-a2a5-4b62-809d-91f7f3ee0bfb',
          answer: ['fa3a8bb3-21a4-45a8-b862-f7d54ebd9154'],
        },
        { uuid: '660c8a60-e881-42fd-ace7-5c23431070ac', answer: [] },
      ],
    });
    // The survey is timed from the moment the notice reached 0.
    const { start_dt: start, end_dt: end } = post?.json as { start_dt: number; end_dt: number };
    expect(start).toBeGreaterThan(noticeRunning);
    expect(start).toBeLessThanOrEqual(formShown);
    expect(end).toBeGreaterThanOrEqual(start);
  });

  test('a reload while the mandatory survey is on its way does not ask for it again', async ({
    page,
    stub,
    openServer,
  }) => {
    const path = `surveys/assignments/byEmployee/${KUZNETSOVA}`;
    // The page reloads during the first attempt.
    const first = await holdFirstPost(page, `**/${path}`);
    await openServer('/');
    await loginByKeypad(page, '1003', ru('auth', 'tabel.buttons.cabinet'));
    const form = page.getByRole('button', { name: ru('surveys', 'form.submit') });
    // The 5-to-0 notice runs on the page's own clock.
    await expect(form).toBeVisible({ timeout: 20_000 });
    await question(page, 'Получили ли вы утеплённую').getByRole('radio', { name: 'Да' }).check();
    await question(page, 'Где можно согреться').getByRole('checkbox', { name: 'Столовая' }).check();
    await form.click();
    await expect.poll(first.held).toBe(1);

    await page.reload();
    first.release();
    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: ru('surveys', 'intro.title') })).toBeHidden();
    // The kept answers arrive after the reload, once, under the key they were stored with.
    await expect.poll(() => callsTo(stub, path, 'POST').length).toBeGreaterThan(0);
    const sent = callsTo(stub, path, 'POST');
    expect(new Set(sent.map((call) => call.headers['idempotency-key'])).size).toBe(1);
    expect(sent[0]?.json).toMatchObject({ survey_uuid: WINTER, assignment_id: 5004 });
  });

  test('a new login while the mandatory survey waits in the outbox does not ask for it again', async ({
    page,
    stub,
    openServer,
  }) => {
    const path = `surveys/assignments/byEmployee/${KUZNETSOVA}`;
    await page.clock.install();
    stub.override('POST', path, { status: 503, body: { message: 'maintenance' } });
    await openServer('/');
    await loginByKeypad(page, '1003', ru('auth', 'tabel.buttons.cabinet'));
    await expect(page.getByText(ru('surveys', 'intro.countdown', { seconds: 5 }))).toBeVisible();
    await page.clock.runFor(5_000);
    const form = page.getByRole('button', { name: ru('surveys', 'form.submit') });
    await question(page, 'Получили ли вы утеплённую').getByRole('radio', { name: 'Да' }).check();
    await question(page, 'Где можно согреться').getByRole('checkbox', { name: 'Столовая' }).check();
    await form.click();
    await expect(page.getByText(ru('surveys', 'errors.send'))).toBeVisible();
    const cabinet = page.getByRole('heading', { name: ru('cabinet', 'title') });
    await expect(cabinet).toBeVisible();

    // She logs out and in again; the server, without her answers, still names the survey.
    await page.getByRole('button', { name: ru('cabinet', 'exit') }).click();
    await loginByKeypad(page, '1003', ru('auth', 'tabel.buttons.cabinet'));
    await expect(cabinet).toBeVisible();
    await expect(page.getByRole('heading', { name: ru('surveys', 'intro.title') })).toBeHidden();
    expect(callsTo(stub, 'employees/auth', 'POST')).toHaveLength(2);

    // The kept answers arrive once, under the key they were stored with.
    stub.heal('POST', path);
    await drainOutbox(page);
    const sent = callsTo(stub, path, 'POST');
    expect(new Set(sent.map((call) => call.headers['idempotency-key'])).size).toBe(1);
    const accepted = [...stub.ledger().accepted.values()].filter((write) => write.path === path);
    expect(accepted).toHaveLength(1);
  });

  test("load and send failures show the spec's texts", async ({ page, stub, openServer }) => {
    stub.override('GET', `surveys/${CONDITIONS}`, { status: 500, body: { message: 'down' } });
    stub.override('POST', `surveys/assignments/byEmployee/${PETROV}`, {
      status: 500,
      body: { message: 'down' },
    });
    await openFromCabinet(page, openServer);
    await page.getByRole('button', { name: /Оценка условий труда/ }).click();
    await expect(alert(page, 'errors.one')).toBeVisible();
    await page.getByRole('button', { name: /Оценка качества спецодежды/ }).click();
    await expect(page.getByRole('button', { name: ru('surveys', 'detail.start') })).toBeDisabled();
    await page.getByRole('button', { name: ru('common', 'actions.back') }).click();
    await page.getByRole('button', { name: /Знание плана эвакуации/ }).click();
    await page.getByRole('button', { name: ru('surveys', 'detail.start') }).click();
    await question(page, 'Где ближайший').getByRole('radio').first().check();
    await page.getByRole('button', { name: ru('surveys', 'form.submit') }).click();
    await expect(alert(page, 'errors.send')).toBeVisible();

    stub.override('GET', `surveys/assignments/byEmployee/${PETROV}`, { status: 500, body: {} });
    await openFromCabinet(page, openServer);
    await expect(alert(page, 'errors.list')).toBeVisible();
  });
});
