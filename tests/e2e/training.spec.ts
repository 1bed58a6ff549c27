import { callsTo, expect, loginByKeypad, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

/** A site's own targeted training: rows and a flow the mock data never had. */
const row = (title: string, flow: string | null, appointment: Record<string, unknown>) => ({
  title,
  flow: flow ? { uuid: flow, type: 'targeted_flow', title } : null,
  number_of_attempts: 2,
  threshold_of_passage: 50,
  appointment: {
    uuid: 'appt-x',
    status: 1,
    status_title: 'Назначено',
    enable: true,
    date_delay: '2099-12-31T18:00:00+03:00',
    start_dt: '2026-01-01T08:00:00+03:00',
    passage_dt: '2099-12-31T18:00:00+03:00',
    attempts_used: 0,
    ...appointment,
  },
});
const question = (id: string) => ({
  id: `site-q-${id}`,
  name: 'question',
  uuid: `site-step-${id}`,
  title: `Вопрос ${id}`,
  params: { mandatory_answer: 1 },
  question: {
    id: `site-q-${id}`,
    type: 'photo',
    file: 'site-photo.jpg',
    text: `Вопрос площадки ${id}?`,
  },
  answers: [
    { id: `${id}-ok`, text: `Верно ${id}`, is_right: 1 },
    { id: `${id}-no`, text: `Неверно ${id}`, is_right: 0 },
  ],
});

test('a targeted training row runs its flow with the appointment; the row’s threshold decides Competent', async ({
  page,
  stub,
  openServer,
}) => {
  stub.override('GET', 'targeted-training', {
    status: 200,
    body: {
      data: [
        row('Огневые работы, цех 9', 'site-flow-9', { uuid: 'site-appt-9' }),
        row('Закрытое назначение', 'site-flow-0', { uuid: 'site-appt-0', enable: false }),
      ],
    },
  });
  stub.override('GET', 'flows/site-flow-9', {
    status: 200,
    body: {
      data: {
        uuid: 'site-flow-9',
        type: 'targeted_flow',
        name: 'F9',
        title: 'Огневые работы',
        params: {},
        steps: { a: question('1'), b: question('2') },
      },
    },
  });
  await openServer('/');
  await loginByKeypad(page, '1001', ru('auth', 'tabel.buttons.cabinet'));
  await page.getByRole('link', { name: ru('cabinet', 'cards.targetedTraining') }).click();
  const list = page.getByRole('list', { name: ru('training', 'titles.targeted') });
  await expect(
    list.getByRole('button', {
      name: ru('training', 'row.open', { title: 'Закрытое назначение' }),
    }),
  ).toBeDisabled();
  await list
    .getByRole('button', { name: ru('training', 'row.open', { title: 'Огневые работы, цех 9' }) })
    .click();

  await page.getByRole('button', { name: 'Верно 1', exact: true }).click();
  await page.getByRole('button', { name: ru('stepper', 'actions.next') }).click();
  await page.getByRole('button', { name: 'Неверно 2', exact: true }).click();
  await page.getByRole('button', { name: ru('stepper', 'actions.next') }).click();
  await expect(page.getByRole('status')).toHaveText(ru('stepper', 'result.competent'));
  await page.getByRole('button', { name: ru('stepper', 'actions.done') }).click();
  await expect(list).toBeVisible();

  const [loaded] = callsTo(stub, 'flows/site-flow-9');
  expect(loaded?.query).toMatchObject({ appointment: 'site-appt-9' });
  await expect.poll(() => callsTo(stub, 'flows/site-flow-9', 'POST').length).toBe(1);
  const [sent] = callsTo(stub, 'flows/site-flow-9', 'POST');
  expect(sent?.form?.appointment).toBe('site-appt-9');
  const history = JSON.parse(sent?.form?.history ?? '{}') as {
    steps: Array<{ question_uuid: string; error_count: number }>;
  };
  expect(history.steps.map((step) => [step.question_uuid, step.error_count])).toEqual([
    ['site-q-1', 0],
    ['site-q-2', 1],
  ]);
});
