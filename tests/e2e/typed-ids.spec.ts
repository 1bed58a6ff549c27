import type { Page } from '@playwright/test';

import { callsTo, expect, test, text } from './fixtures';

/*
 * Ids go back as they came (issue 29 item 3): a server that checks JSON types sends its answer ids
 * as numbers (`"id": 52010`) and refuses a history that returns them as text. The stub answers the
 * pre-shift flow with questions whose ids are numbers, and one whose ids are numeric-looking text.
 */

const ru = (namespace: string, key: string) => text('ru', namespace, key);
const PRESHIFT_FLOW = 'ab52784b-b3ab-467d-bdf5-682f28378308';
const TYPED_FLOW = 'typed-ids-education';

const question = (
  media: string,
  number: number,
  id: number | string,
  answers: Array<{ id: number | string; text: string; is_right: number }>,
) => ({
  uuid: `typed-step-${number}`,
  name: 'question',
  title: `Typed question ${number}`,
  params: { mandatory_answer: 1 },
  question: {
    id,
    text: `Typed question text ${number}?`,
    type: 'photo',
    file: `${media}/media/photo-1.jpg`,
  },
  answers,
});

/** A single choice and a multi-answer with numeric ids, then a single choice with ids as text. */
const typedFlow = (media: string) => ({
  uuid: TYPED_FLOW,
  type: 'pre_shift',
  name: 'Typed',
  title: 'Typed',
  steps: [
    question(media, 1, 5201, [
      { id: 52010, text: 'Right one', is_right: 1 },
      { id: 52011, text: 'Wrong one', is_right: 0 },
    ]),
    question(media, 2, 5202, [
      { id: 52020, text: 'Right two A', is_right: 1 },
      { id: 52021, text: 'Right two B', is_right: 1 },
      { id: 52022, text: 'Wrong two', is_right: 0 },
    ]),
    question(media, 3, '5203', [
      { id: '52030', text: 'Right three', is_right: 1 },
      { id: '52031', text: 'Wrong three', is_right: 0 },
    ]),
  ],
});

const stepTitle = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
const click = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

test('a history echoes numeric answer ids as numbers and text ids as text', async ({
  page,
  stub,
  openServer,
}) => {
  stub.override('GET', `flows/${PRESHIFT_FLOW}`, {
    status: 200,
    body: { data: typedFlow(stub.url) },
  });
  await openServer('/cabinet?tabel_namber=1001');
  await page.getByRole('link', { name: /Предсменный/ }).click();

  await stepTitle(page, 'Typed question 1');
  await click(page, 'Right one');
  await click(page, ru('stepper', 'actions.next'));
  await stepTitle(page, 'Typed question 2');
  await click(page, 'Right two A');
  await click(page, 'Right two B');
  await click(page, ru('question', 'toAnswer'));
  await click(page, ru('stepper', 'actions.next'));
  await stepTitle(page, 'Typed question 3');
  await click(page, 'Right three');
  await click(page, ru('stepper', 'actions.done'));
  await expect(page.getByRole('heading', { name: ru('app', 'screens.cabinet') })).toBeVisible();

  await expect.poll(() => callsTo(stub, `flows/${TYPED_FLOW}`, 'POST').length).toBe(1);
  const [post] = callsTo(stub, `flows/${TYPED_FLOW}`, 'POST');
  const sent = JSON.parse(post?.form?.history ?? '{}') as {
    steps: Array<{ question_uuid: unknown; answer_id: unknown }>;
  };
  const [single, multi, asText] = sent.steps;
  expect(single).toMatchObject({ question_uuid: 5201, answer_id: 52010 });
  expect(typeof single?.answer_id).toBe('number');
  // The answers are shown shuffled: the list holds the two chosen, in the order shown.
  expect(multi?.question_uuid).toBe(5202);
  expect([...((multi?.answer_id as number[] | undefined) ?? [])].sort()).toEqual([52020, 52021]);
  expect(asText).toMatchObject({ question_uuid: '5203', answer_id: '52030' });
});
