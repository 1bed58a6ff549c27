import type { Page } from '@playwright/test';

import { callsTo, expect, test, text } from './fixtures';

/*
 * A server the kiosk has never seen (issue 8): its questions carry `id` only (numbers, no uuid),
 * its twelve steps come as a keyed object, one of them a combine-video chain of id-only child
 * questions. The stub answers the flow call with this data instead of the mock data set.
 */

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);
const PRESHIFT_FLOW = 'ab52784b-b3ab-467d-bdf5-682f28378308';
const FOREIGN_FLOW = 'foreign-education-1';
const EMPLOYEE = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';

const photo = (media: string, id: number, text: string) => ({
  id,
  text,
  type: 'photo',
  file: `${media}/media/photo-1.jpg`,
});
const answers = (questionId: number) => [
  { id: questionId * 10 + 1, text: `Right ${questionId}`, is_right: 1, question_id: questionId },
  { id: questionId * 10 + 2, text: `Wrong ${questionId}`, is_right: 0, question_id: questionId },
];

/** Steps 1–9 and 11: single photo questions; 10: a chain of two; 12: the signature. */
function foreignFlow(media: string) {
  const steps: Record<string, unknown> = {};
  for (const number of [1, 2, 3, 4, 5, 6, 7, 8, 9, 11]) {
    const id = 900 + number;
    steps[String(number)] = {
      uuid: `foreign-step-${number}`,
      name: 'question',
      title: `Foreign question ${number}`,
      params: { mandatory_answer: 1 },
      question: photo(media, id, `Foreign question text ${number}?`),
      answers: answers(id),
    };
  }
  steps['10'] = {
    uuid: 'foreign-step-10',
    name: 'question',
    title: 'Foreign question 10',
    params: { mandatory_answer: 1 },
    question: {
      id: 910,
      text: 'Foreign chain?',
      type: 'combine-video',
      child_questions: [
        { question: photo(media, 9101, 'Foreign child one?'), answers: answers(9101) },
        { question: photo(media, 9102, 'Foreign child two?'), answers: answers(9102) },
      ],
    },
    answers: [],
  };
  steps['12'] = { uuid: 'foreign-step-12', name: 'signature', title: 'Foreign signature' };
  return { uuid: FOREIGN_FLOW, type: 'pre_shift', name: 'Foreign', title: 'Foreign', steps };
}

interface Sent {
  flow: string;
  employee: string;
  steps: Array<Record<string, unknown>>;
}

const stepTitle = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
const click = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

test('a server with id-only questions and a keyed 12-step flow receives every question named', async ({
  page,
  stub,
  openServer,
}) => {
  test.setTimeout(120_000);
  stub.override('GET', `flows/${PRESHIFT_FLOW}`, {
    status: 200,
    body: { data: foreignFlow(stub.url) },
  });
  await openServer('/cabinet?tabel_namber=1001');
  await page.getByRole('link', { name: /Предсменный/ }).click();

  // Questions 1–9: question 3 answered wrong (mandatory: one error), the others right.
  for (const number of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
    await stepTitle(page, `Foreign question ${number}`);
    await click(page, `${number === 3 ? 'Wrong' : 'Right'} ${900 + number}`);
    await click(page, ru('stepper', 'actions.next'));
  }

  // Question 10: the chain, a wrong first child and a right second one.
  await stepTitle(page, 'Foreign question 10');
  await expect(page.getByText(ru('question', 'counter', { current: 1, total: 2 }))).toBeVisible();
  await click(page, 'Wrong 9101');
  await click(page, ru('question', 'result.nextQuestion'));
  await expect(page.getByText(ru('question', 'counter', { current: 2, total: 2 }))).toBeVisible();
  await click(page, 'Right 9102');
  await click(page, ru('stepper', 'actions.next'));

  // Question 11: wrong, the last answer given.
  await stepTitle(page, 'Foreign question 11');
  await click(page, 'Wrong 911');
  await click(page, ru('stepper', 'actions.next'));

  // The signature, then Done.
  await stepTitle(page, 'Foreign signature');
  await page.getByRole('button', { name: ru('stepper', 'signature.tapArea') }).click();
  const canvas = page.getByLabel(ru('stepper', 'signature.canvasLabel'));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  await page.mouse.move(box.x + 30, box.y + 30);
  await page.mouse.down();
  await page.mouse.move(box.x + 150, box.y + 80, { steps: 8 });
  await page.mouse.up();
  await click(page, ru('stepper', 'actions.done'));
  await expect(page.getByRole('heading', { name: ru('app', 'screens.cabinet') })).toBeVisible();

  // What the server received: every question record names its question by the id it sent.
  const [post] = callsTo(stub, `flows/${FOREIGN_FLOW}`, 'POST');
  const sent = JSON.parse(post?.form?.history ?? '{}') as Sent;
  expect(sent).toMatchObject({ flow: FOREIGN_FLOW, employee: EMPLOYEE });
  expect(sent.steps.map((step) => step.name)).toEqual([
    ...Array.from({ length: 11 }, () => 'question'),
    'signature',
  ]);
  const questions = sent.steps.slice(0, 11);
  // The ids went back as the numbers the server sent (issue 29 item 3).
  expect(questions.map((step) => step.question_uuid)).toEqual([
    901, 902, 903, 904, 905, 906, 907, 908, 909, 910, 911,
  ]);
  expect(questions.map((step) => step.error_count)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1]);
  expect(questions.map((step) => step.answer_id)).toEqual([
    9011,
    9021,
    9032,
    9041,
    9051,
    9061,
    9071,
    9081,
    9091,
    [91012, 91021],
    9112,
  ]);
  expect(sent.steps[11]).toMatchObject({ name: 'signature', file: 'signature_11.png' });
  expect(post?.files?.signature_11).toMatchObject({
    fileName: 'signature_11.png',
    type: 'image/png',
  });
  expect(post?.files?.signature_11?.content.subarray(1, 4).toString()).toBe('PNG');

  // The full-screen result routes show the answer given last, or go back when they have nothing.
  await page.evaluate(() => {
    window.location.hash = '#/fail';
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Foreign question text 11?' }),
  ).toBeVisible();
  await expect(page.getByText(ru('question', 'wrong.youAnsweredWrong'))).toBeVisible();
  await page.getByRole('button', { name: ru('question', 'fullScreen.back') }).click();
  await expect(page.getByRole('heading', { name: ru('app', 'screens.cabinet') })).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#/success';
  });
  // The address itself must come back: the cabinet is on screen before the hash changes.
  await expect(page).toHaveURL(/#\/cabinet$/);
  await expect(page.getByRole('heading', { name: ru('app', 'screens.cabinet') })).toBeVisible();
});
