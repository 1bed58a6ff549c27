import type { Page } from '@playwright/test';

import { callsTo, expect, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);
const PRESHIFT_FLOW = 'ab52784b-b3ab-467d-bdf5-682f28378308';
const EDUCATION_A = 'a703b78f-6c7a-49f7-b0a8-9984efaaa7b4';
const EDUCATION_B = '45fc9be7-5450-4ba7-bb9f-672f34058073';

const stepTitle = (page: Page, title: RegExp) =>
  expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
const choose = (page: Page, name: RegExp) => page.getByRole('button', { name }).first().click();
const next = async (page: Page, label = ru('stepper', 'actions.next')) =>
  page.getByRole('button', { name: label, exact: true }).click();

interface Sent {
  flow: string;
  employee: string;
  start_dt: string;
  end_dt: string;
  steps: Array<Record<string, unknown>>;
}

test('a whole pre-shift flow in the browser: every web step kind, two educations, what the server receives', async ({
  page,
  stub,
  openServer,
}) => {
  test.setTimeout(180_000);
  await openServer('/cabinet?tabel_namber=1001');
  await page.getByRole('link', { name: /Предсменный/ }).click();
  await page.getByRole('button', { name: ru('stepper', 'chooseFlow.all') }).click();

  // Q1 photo, mandatory: a wrong answer (text variant) counts as an error.
  await stepTitle(page, /Вопрос 1\./);
  await choose(page, /Передним ходом, попросив/);
  await expect(page.getByText(ru('question', 'wrong.youAnsweredWrong')).first()).toBeVisible();
  await next(page);

  // Q2 video, not mandatory: wrong, Try again, then right — no error counted.
  await stepTitle(page, /Вопрос 2\./);
  await choose(page, /Работал без наушников/);
  await page.getByRole('button', { name: ru('question', 'result.tryAgain') }).click();
  await expect(page.getByText(ru('question', 'wrong.orderChanged'))).toBeVisible();
  await choose(page, /Не отключил и не заблокировал/);
  await next(page);

  // Q3 collage: the right picture.
  await stepTitle(page, /Вопрос 3\./);
  await page.getByRole('img', { name: 'Каска' }).click();
  await next(page);

  // Q4 interactive photo: the right area of the image map.
  await stepTitle(page, /Вопрос 4\./);
  // Image-map areas have no box of their own: reach the right one by keyboard.
  const area = page.locator('area[alt^="Б: открытый электрощит"]');
  await area.focus();
  await page.keyboard.press('Enter');
  await next(page);

  // Q5 multi-answer: both right answers, then To answer.
  await stepTitle(page, /Вопрос 5\./);
  const toAnswer = page.getByRole('button', { name: ru('question', 'toAnswer'), exact: true });
  await expect(toAnswer).toBeDisabled();
  await choose(page, /Страховочная привязь/);
  await choose(page, /Каска с подбородочным ремнём/);
  await toAnswer.click();
  await next(page);

  // Q6 combine-video chain: prolog, two children, epilog.
  await stepTitle(page, /Вопрос 6\./);
  await expect(page.getByText(ru('question', 'counter', { current: 1, total: 2 }))).toBeVisible({
    timeout: 20_000,
  });
  await choose(page, /Нет, ни при каких условиях/);
  await page.getByRole('button', { name: ru('question', 'result.nextQuestion') }).click();
  await expect(page.getByText(ru('question', 'counter', { current: 2, total: 2 }))).toBeVisible();
  await choose(page, /Назначенный стропальщик/);
  await page.getByRole('button', { name: ru('question', 'result.continue') }).click();
  await expect(
    page.getByRole('button', { name: ru('stepper', 'actions.next'), exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await next(page);

  // The presentation: paged to its last page.
  await stepTitle(page, /Презентация/);
  await expect(page.getByText(ru('stepper', 'material.page', { page: 1, total: 3 }))).toBeVisible({
    timeout: 15_000,
  });
  for (const page2 of [2, 3]) {
    await page.getByRole('button', { name: ru('stepper', 'material.next') }).click();
    await expect(
      page.getByText(ru('stepper', 'material.page', { page: page2, total: 3 })),
    ).toBeVisible();
  }
  await next(page);

  // The document: scrolled to its end.
  await stepTitle(page, /Инструкция по охране труда/);
  await expect(page.getByRole('button', { name: ru('stepper', 'actions.skip') })).toBeVisible();
  const viewer = page.getByRole('region', { name: ru('stepper', 'material.documentLabel') });
  await viewer.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await next(page);

  // The video: watched to its end.
  await stepTitle(page, /Видеоинструктаж/);
  await expect(
    page.getByRole('button', { name: ru('stepper', 'actions.next'), exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await next(page);

  // The signature: tap, draw, Proceed to the second education.
  await stepTitle(page, /Подпись/);
  await page.getByRole('button', { name: ru('stepper', 'signature.tapArea') }).click();
  const canvas = page.getByLabel(ru('stepper', 'signature.canvasLabel'));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  await page.mouse.move(box.x + 30, box.y + 30);
  await page.mouse.down();
  await page.mouse.move(box.x + 150, box.y + 80, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 40, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: ru('stepper', 'actions.proceed') }).click();

  // The second education (steps sent as a keyed object).
  await stepTitle(page, /Вопрос 1\. Допуск/);
  await choose(page, /Нет, только работники/);
  await next(page);
  await choose(page, /Обесточить установку/);
  await next(page);
  await choose(page, /Оградить место/);
  await page.getByRole('button', { name: ru('stepper', 'actions.done') }).click();
  await expect(page.getByRole('heading', { name: ru('app', 'screens.cabinet') })).toBeVisible();

  // What the server received.
  expect(callsTo(stub, `flows/${PRESHIFT_FLOW}`)[0]?.query).toEqual({
    employee_uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a',
  });
  const [first] = callsTo(stub, `flows/${EDUCATION_A}`, 'POST');
  const sent = JSON.parse(first?.form?.history ?? '{}') as Sent;
  expect(sent).toMatchObject({
    flow: EDUCATION_A,
    employee: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a',
    start_dt: expect.stringMatching(/^@\d{10}$/),
    end_dt: expect.stringMatching(/^@\d{10}$/),
  });
  expect(sent.steps.map((step) => step.name)).toEqual([
    'question',
    'question',
    'question',
    'question',
    'question',
    'question',
    'document',
    'document',
    'video',
    'signature',
  ]);
  for (const step of sent.steps) {
    expect(step.start_date_time).toMatch(/^@\d{10}$/);
    expect(typeof step.elapsed_time).toBe('number');
    expect(typeof step.uuid).toBe('string');
  }
  const questions = sent.steps.slice(0, 6);
  expect(questions.map((step) => step.error_count)).toEqual([1, 0, 0, 0, 0, 0]);
  for (const step of questions) {
    expect(step).toEqual(
      expect.objectContaining({
        question_uuid: expect.anything(),
        selected_answer_text: expect.any(String),
        question_text: expect.any(String),
      }),
    );
  }
  expect(
    Array.isArray(questions[4]?.answer_id) && (questions[4]?.answer_id as unknown[]).length,
  ).toBe(2);
  expect(
    Array.isArray(questions[5]?.answer_id) && (questions[5]?.answer_id as unknown[]).length,
  ).toBe(2);
  // The mock data set sends numeric answer ids: they go back as numbers.
  expect(typeof questions[0]?.answer_id).toBe('number');
  expect(sent.steps[9]).toMatchObject({ name: 'signature', file: 'signature_9.png' });
  expect(first?.files?.signature_9).toMatchObject({
    fileName: 'signature_9.png',
    type: 'image/png',
  });
  expect(first?.files?.signature_9?.content.subarray(1, 4).toString()).toBe('PNG');

  const second = JSON.parse(
    callsTo(stub, `flows/${EDUCATION_B}`, 'POST')[0]?.form?.history ?? '{}',
  ) as Sent;
  expect(second.steps.map((step) => step.error_count)).toEqual([0, 0, 0]);
});

test('a kiosk that opens again on the pre-shift address without a run goes to the personal area and starts no flow', async ({
  page,
  stub,
  openServer,
}) => {
  const cabinet = page.getByRole('heading', { name: ru('cabinet', 'title') });
  await openServer('/cabinet?tabel_namber=1001');
  await expect(cabinet).toBeVisible();
  // A fresh page on the flow's address, the session kept and no run: what a reload the browser
  // began just as the run left the flow, or a restart, finds.
  await openServer('/preshift');
  await expect(cabinet).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/cabinet');
  expect(callsTo(stub, `flows/${PRESHIFT_FLOW}`)).toEqual([]);
  // Coming to the flow from the personal area, the employee's flow loads as ever.
  await page.getByRole('link', { name: /Предсменный/ }).click();
  await expect(page.getByRole('button', { name: ru('stepper', 'chooseFlow.all') })).toBeVisible();
  expect(callsTo(stub, `flows/${PRESHIFT_FLOW}`)).toHaveLength(1);
});
