import type { Page } from '@playwright/test';

import { KUZNETSOVA, PETROV } from '../../src/testing/fixtures/employees';
import {
  CONDITIONS,
  CONDITIONS_ANSWERS,
  CONDITIONS_RESULT,
  KUZNETSOVA_ASSIGNMENTS,
  PETROV_ASSIGNMENTS,
  SURVEY_TITLES,
  WINTER,
  WINTER_ANSWERS,
  WINTER_RESULT,
} from '../../src/testing/fixtures/surveys';

import { callsTo, expect, holdFirstPost, loginByKeypad, test, text } from './fixtures';
import { drainOutbox } from './harness/outbox-page';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

/** The colour of a missing question's border (--color-danger). */
const RED = 'rgb(198, 40, 40)';

/** The question group whose text starts with `start`. */
const question = (page: Page, start: string) =>
  page.getByRole('group', { name: new RegExp(`^${start}`) });

const alert = (page: Page, key: string) =>
  page.getByRole('alert').filter({ hasText: ru('surveys', key) });

/** Answers the WINTER survey's two required questions. */
async function answerWinter(page: Page) {
  const { warmClothes, warmingPlace } = WINTER_ANSWERS;
  await question(page, warmClothes.question)
    .getByRole('radio', { name: warmClothes.option })
    .check();
  await question(page, warmingPlace.question)
    .getByRole('checkbox', { name: warmingPlace.option })
    .check();
}

/** Logs Petrov in through the address and opens the surveys card of the personal area. */
async function openFromCabinet(page: Page, openServer: (route: string) => Promise<void>) {
  await openServer(`/cabinet?tabel_namber=${PETROV.number}`);
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

    await rows.filter({ hasText: SURVEY_TITLES.conditions }).click();
    await expect(
      page.getByText(ru('surveys', 'detail.attemptsUsed', { used: 0, total: 2 })),
    ).toBeVisible();
    const before = Date.now();
    await page.getByRole('button', { name: ru('surveys', 'detail.start') }).click();

    // Everything but the first question, then Send from the bottom of the page.
    const answers = CONDITIONS_ANSWERS;
    const lighting = question(page, answers.lighting.question);
    const ppe = question(page, answers.ppe.question);
    for (const option of answers.ppe.options)
      await ppe.getByRole('checkbox', { name: option }).check();
    await page
      .getByRole('textbox', { name: answers.experience.label })
      .fill(answers.experience.text);
    await page
      .getByRole('textbox', { name: answers.improvement.label })
      .fill(answers.improvement.text);
    await page.getByRole('switch', { name: answers.evacuationPlan.label }).check();
    const scale = question(page, answers.scale.question);
    // The interface is Russian here: the scale shows its Russian labels.
    for (const { criterion, variant } of answers.scale.ratings)
      await scale.getByRole('group', { name: criterion.ru }).getByText(variant.ru).click();
    const send = page.getByRole('button', { name: ru('surveys', 'form.submit') });
    await send.scrollIntoViewIfNeeded();
    await expect(lighting).not.toBeInViewport();
    await send.click();

    await expect(alert(page, 'errors.incomplete')).toBeVisible();
    await expect(lighting).toBeInViewport();
    await expect(lighting).toHaveCSS('border-top-color', RED);
    await expect(ppe).not.toHaveCSS('border-top-color', RED);
    expect(callsTo(stub, PETROV_ASSIGNMENTS, 'POST')).toEqual([]);

    await lighting.getByRole('radio', { name: answers.lighting.option }).check();
    await expect(lighting).not.toHaveCSS('border-top-color', RED);
    await send.click();
    await expect(
      page.getByRole('status').filter({ hasText: ru('surveys', 'success.sent') }),
    ).toBeVisible();
    const after = Date.now();

    const [post] = callsTo(stub, PETROV_ASSIGNMENTS, 'POST');
    expect(post?.headers['content-type']).toContain('application/json');
    expect(post?.json).toEqual({
      start_dt: expect.any(Number),
      end_dt: expect.any(Number),
      ...CONDITIONS_RESULT,
    });
    const { start_dt: start, end_dt: end } = post?.json as { start_dt: number; end_dt: number };
    expect(start).toBeGreaterThanOrEqual(before);
    expect(end).toBeGreaterThan(start);
    expect(end).toBeLessThanOrEqual(after);

    // The list comes from the answer: the survey now reads Passed.
    await expect(
      rows.filter({ hasText: SURVEY_TITLES.conditions }).getByText(ru('surveys', 'status.passed')),
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
    await openServer(`/cabinet?tabel_namber=${KUZNETSOVA.number}`);
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
    // From here the page's time moves only when the test says: a loaded machine may already have
    // let a second or two of the notice go by in real time, so it counts on from what it shows.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
    const countdown = page.getByText(
      new RegExp(ru('surveys', 'intro.countdown', { seconds: 9 }).replace('9', '(\\d)')),
    );
    const left = Number((await countdown.innerText()).match(/\d/)?.[0]);
    expect(left).toBeGreaterThanOrEqual(1);
    expect(left).toBeLessThanOrEqual(5);
    await page.clock.runFor((left - 1) * 1_000);
    await expect(page.getByText(ru('surveys', 'intro.countdown', { seconds: 1 }))).toBeVisible();
    await expect(form).toBeHidden();
    await page.clock.runFor(1_000);
    await expect(form).toBeVisible();
    const formShown = await page.evaluate(() => Date.now());

    await answerWinter(page);
    await form.click();
    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
    // The employee goes on once the answers are stored; the send may still be on its way.
    const path = KUZNETSOVA_ASSIGNMENTS;
    await expect.poll(() => callsTo(stub, path, 'POST').length).toBe(1);
    const [post] = callsTo(stub, path, 'POST');
    expect(post?.json).toEqual({
      start_dt: expect.any(Number),
      end_dt: expect.any(Number),
      ...WINTER_RESULT,
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
    const path = KUZNETSOVA_ASSIGNMENTS;
    // The page reloads during the first attempt.
    const first = await holdFirstPost(page, `**/${path}`);
    await openServer('/');
    await loginByKeypad(page, KUZNETSOVA.number, ru('auth', 'tabel.buttons.cabinet'));
    const form = page.getByRole('button', { name: ru('surveys', 'form.submit') });
    // The 5-to-0 notice runs on the page's own clock.
    await expect(form).toBeVisible({ timeout: 20_000 });
    await answerWinter(page);
    await form.click();
    await expect.poll(first.held).toBe(1);

    await page.reload();
    first.release();
    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: ru('surveys', 'intro.title') })).toBeHidden();
    // The kept answers arrive after the reload, once (the stub records a call as it comes, and
    // accepts it once its body is read: the ledger is what was accepted).
    const accepted = () =>
      [...stub.ledger().accepted.values()].filter((write) => write.path === path);
    await expect.poll(() => accepted().length).toBeGreaterThan(0);
    const sent = accepted();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.json).toMatchObject({
      survey_uuid: WINTER,
      assignment_id: WINTER_RESULT.assignment_id,
    });
  });

  test('a new login while the mandatory survey waits in the outbox does not ask for it again', async ({
    page,
    stub,
    openServer,
  }) => {
    const path = KUZNETSOVA_ASSIGNMENTS;
    await page.clock.install();
    stub.override('POST', path, { status: 503, body: { message: 'maintenance' } });
    await openServer('/');
    await loginByKeypad(page, KUZNETSOVA.number, ru('auth', 'tabel.buttons.cabinet'));
    await expect(page.getByText(ru('surveys', 'intro.countdown', { seconds: 5 }))).toBeVisible();
    await page.clock.runFor(5_000);
    const form = page.getByRole('button', { name: ru('surveys', 'form.submit') });
    await answerWinter(page);
    await form.click();
    await expect(page.getByText(ru('surveys', 'errors.send'))).toBeVisible();
    const cabinet = page.getByRole('heading', { name: ru('cabinet', 'title') });
    await expect(cabinet).toBeVisible();

    // She logs out and in again; the server, without her answers, still names the survey.
    await page.getByRole('button', { name: ru('cabinet', 'exit') }).click();
    await loginByKeypad(page, KUZNETSOVA.number, ru('auth', 'tabel.buttons.cabinet'));
    await expect(cabinet).toBeVisible();
    await expect(page.getByRole('heading', { name: ru('surveys', 'intro.title') })).toBeHidden();
    expect(callsTo(stub, 'employees/auth', 'POST')).toHaveLength(2);

    // The kept answers arrive once.
    stub.heal('POST', path);
    await drainOutbox(page);
    const accepted = [...stub.ledger().accepted.values()].filter((write) => write.path === path);
    expect(accepted).toHaveLength(1);
  });

  test("load and send failures show the spec's texts", async ({ page, stub, openServer }) => {
    stub.override('GET', `surveys/${CONDITIONS}`, { status: 500, body: { message: 'down' } });
    stub.override('POST', PETROV_ASSIGNMENTS, {
      status: 500,
      body: { message: 'down' },
    });
    await openFromCabinet(page, openServer);
    await page.getByRole('button', { name: SURVEY_TITLES.conditions }).click();
    await expect(alert(page, 'errors.one')).toBeVisible();
    await page.getByRole('button', { name: SURVEY_TITLES.clothing }).click();
    await expect(page.getByRole('button', { name: ru('surveys', 'detail.start') })).toBeDisabled();
    await page.getByRole('button', { name: ru('common', 'actions.back') }).click();
    await page.getByRole('button', { name: SURVEY_TITLES.evacuation }).click();
    await page.getByRole('button', { name: ru('surveys', 'detail.start') }).click();
    await question(page, 'Где ближайший').getByRole('radio').first().check();
    await page.getByRole('button', { name: ru('surveys', 'form.submit') }).click();
    await expect(alert(page, 'errors.send')).toBeVisible();

    stub.override('GET', PETROV_ASSIGNMENTS, { status: 500, body: {} });
    await openFromCabinet(page, openServer);
    await expect(alert(page, 'errors.list')).toBeVisible();
  });
});
