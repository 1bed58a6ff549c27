import type { Page } from '@playwright/test';

import {
  COURSE_PATH as ONE,
  COURSES_LIST_PATH as LIST,
  courseTopic,
  MOROZOVA_COURSES,
} from '../../src/testing/fixtures/courses';
import { MOROZOVA } from '../../src/testing/fixtures/employees';

import { callsTo, expect, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

const { fire, firstAid } = MOROZOVA_COURSES;
/** Her 'Пожарно-технический минимум' appointment (40 % in the mock data). */
const APPOINT = fire.appoint;
const FLOW_A = 'flow-issue';
const FLOW_B = 'flow-care';

const flowOf = (uuid: string) => [
  {
    uuid,
    type: 'electronic_course',
    name: uuid,
    title: uuid,
    params: {},
    steps: [
      {
        uuid: `step-${uuid}`,
        name: 'question',
        title: 'Вопрос',
        params: {},
        question: {
          id: `q-${uuid}`,
          type: 'photo',
          file: 'media:photo-1.jpg',
          text: 'Кто отвечает?',
        },
        answers: [
          { id: 'r', text: 'Верный ответ', is_right: true },
          { id: 'w', text: 'Неверный ответ', is_right: false },
        ],
      },
    ],
  },
];

const topic = (uuid: string, flow: string, complete: boolean) =>
  courseTopic(uuid, flow, complete, 420);
/** The course as the server reports it once `done` topics of lesson 2 are complete. */
const courseAfter = (done: number) => ({
  data: {
    uuid: 'fire',
    title: fire.title,
    appoint: { uuid: APPOINT, sort: 1, status: 3 },
    lessons: [
      {
        uuid: 'L1',
        title: 'Профилактика пожаров',
        topics: [topic('causes', FLOW_A, true)],
        result: { count_complete_topics: 1, complete: true },
      },
      {
        uuid: 'L2',
        title: 'Действия при пожаре',
        topics: [topic('issue', FLOW_A, done >= 1), topic('care', FLOW_B, done >= 2)],
        result: { count_complete_topics: done, complete: false },
      },
    ],
    result: { progress: fire.progress + done * 20, total_spent_time: 1140, competence: 80 },
  },
});

async function openCourses(page: Page, openServer: (route: string) => Promise<void>) {
  await openServer(`/cabinet?tabel_namber=${MOROZOVA.number}`);
  await page
    .getByRole('link', { name: new RegExp(`^${ru('cabinet', 'cards.electronicCourses')}`) })
    .click();
}

/** Answers the one question of the running topic and presses Done (the only last button). */
async function runTopic(page: Page) {
  await page.getByRole('button', { name: 'Верный ответ', exact: true }).click();
  const done = page.getByRole('button', { name: ru('stepper', 'actions.done'), exact: true });
  await expect(done).toBeVisible();
  await expect(
    page.getByRole('button', { name: ru('stepper', 'actions.finishAndExit') }),
  ).toHaveCount(0);
  await done.click();
}

test.describe('electronic courses (server mode)', () => {
  test('a student runs a course to the end of a lesson and of a theme; the runner picks the next topic from the server', async ({
    page,
    stub,
    openServer,
  }) => {
    await page.clock.install();
    stub.override('GET', ONE, { status: 200, body: courseAfter(0) });
    stub.override('GET', `flows/${FLOW_A}`, { status: 200, body: { data: flowOf(FLOW_A) } });
    stub.override('GET', `flows/${FLOW_B}`, { status: 200, body: { data: flowOf(FLOW_B) } });
    await openCourses(page, openServer);

    const table = page.getByRole('table', { name: ru('courses', 'list.caption') });
    const row = table.getByRole('row', { name: fire.title });
    await expect(row.getByText(`${fire.progress}%`)).toHaveCSS('color', 'rgb(180, 83, 9)');
    await expect(
      table.getByRole('row', { name: firstAid.title }).getByText(`${firstAid.progress}%`),
    ).toHaveCSS('color', 'rgb(26, 127, 55)');
    expect(callsTo(stub, LIST)[0]?.query).toEqual({ uuid: MOROZOVA.uuid });
    await row
      .getByRole('button', { name: new RegExp(ru('courses', 'actions.continueTraining')) })
      .click();
    // The course view's button, by its exact name: the list's buttons add the course's title, and
    // the list may still be on screen while the course view's code loads.
    await page
      .getByRole('button', { name: ru('courses', 'actions.continueTraining'), exact: true })
      .click();

    // Topic 'issue' (flow A): the first incomplete topic of the first incomplete lesson.
    stub.override('GET', ONE, { status: 200, body: courseAfter(1) });
    await runTopic(page);
    await expect(
      page.getByRole('heading', { name: ru('courses', 'endOfLesson.title') }),
    ).toBeVisible();
    await expect(
      page.getByText(ru('courses', 'endOfLesson.spentTime', { minutes: 7 })),
    ).toBeVisible();
    await expect(
      page.getByText(ru('courses', 'endOfLesson.correctPercent', { percent: 80 })),
    ).toBeVisible();
    expect(callsTo(stub, `flows/${FLOW_A}`)[0]?.query).toMatchObject({
      employee_uuid: MOROZOVA.uuid,
      appointment: APPOINT,
    });
    await expect.poll(() => callsTo(stub, `flows/${FLOW_A}`, 'POST').length).toBe(1);
    const next = page.getByRole('button', { name: ru('courses', 'actions.nextLesson') });
    await expect(next).toBeDisabled();
    await page.clock.runFor(5_000);
    await expect(next).toBeEnabled();

    // Next: topic 'care' (flow B), as the reloaded course says.
    stub.override('GET', ONE, { status: 200, body: courseAfter(2) });
    await next.click();
    await runTopic(page);
    await expect(
      page.getByRole('heading', { name: ru('courses', 'endOfTheme.title') }),
    ).toBeVisible();
    await expect(
      page.getByText(ru('courses', 'endOfTheme.progress', { completed: 2, total: 2 })),
    ).toBeVisible();
    await expect.poll(() => callsTo(stub, `flows/${FLOW_B}`, 'POST').length).toBe(1);
    expect(callsTo(stub, ONE).every((call) => call.query.appoint === APPOINT)).toBe(true);
    await page.getByRole('button', { name: ru('courses', 'actions.exitCourse') }).click();
    await expect(table).toBeVisible();
  });

  test("the empty list says 'No courses'; a failed list 'Error loading the e-courses' and goes to the personal area", async ({
    page,
    stub,
    openServer,
  }) => {
    stub.override('GET', LIST, { status: 200, body: { data: [] } });
    await openCourses(page, openServer);
    await expect(page.getByText(ru('courses', 'list.empty'))).toBeVisible();
    stub.override('GET', LIST, { status: 500, body: { message: 'down' } });
    await openCourses(page, openServer);
    await expect(
      page.getByRole('alert').filter({ hasText: ru('courses', 'errors.list') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
  });

  test("a failed course shows 'Error loading the e-course' as a toast and stays", async ({
    page,
    stub,
    openServer,
  }) => {
    stub.override('GET', ONE, { status: 500, body: { message: 'down' } });
    await openCourses(page, openServer);
    await page
      .getByRole('button', { name: new RegExp(ru('courses', 'actions.continueTraining')) })
      .first()
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: ru('courses', 'errors.one') }),
    ).toBeVisible();
    await expect(page.getByText(ru('courses', 'errors.one')).first()).toBeVisible();
  });

  test('the electronic-courses login lands on the student’s courses', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.scenario('student-login');
    await openServer('/');
    await page.getByLabel(ru('loginSteps', 'login.loginLabel')).fill('student');
    await page.getByLabel(ru('loginSteps', 'login.passwordLabel')).fill('any');
    await page.getByLabel(ru('loginSteps', 'login.passwordLabel')).press('Enter');
    const table = page.getByRole('table', { name: ru('courses', 'list.caption') });
    await expect(table.getByRole('row', { name: firstAid.title })).toBeVisible();
    await expect(page).toHaveURL(/#\/electronic-courses$/);
    expect(callsTo(stub, LIST)[0]?.query).toEqual({ uuid: MOROZOVA.uuid });
  });
});
