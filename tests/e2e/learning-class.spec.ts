import type { Page } from '@playwright/test';

import { BELOVA } from '../../src/testing/fixtures/employees';
import {
  CLASS,
  classStatusPath,
  classStudentsPath,
  FIRST_AID,
  FITTER,
  FIXED_SESSION_COURSE,
  FREE_SESSION_STATUS,
  NEW_STUDENT,
} from '../../src/testing/fixtures/learning-class';

import { callsTo, expect, test, text } from './fixtures';

const ru = (key: string, params?: Record<string, string | number>) =>
  text('ru', 'learningClass', key, params);

/** The kiosk's class in the stub's 'class' scenario. */
const STATUS = classStatusPath(CLASS.fixed);
const LIST = classStudentsPath(CLASS.fixed);
const NEW_UUID = NEW_STUDENT.uuid;
const NEW_APPOINT = '0e427eff-4a8b-4bdc-a1ef-82320a154a9d';
const NEW_NAME = NEW_STUDENT.title;

const student = {
  status: 200,
  body: {
    data: {
      id: 4001,
      uuid: NEW_UUID,
      title: NEW_NAME,
      number: NEW_STUDENT.number,
      position: [],
      is_student: true,
      token: 'student-token',
    },
  },
};

/** Fills the 'Add a student' form, trying each rule before the valid value. */
async function fillNewStudent(page: Page) {
  const dialog = page.getByRole('dialog', { name: ru('addModal.title') });
  const save = dialog.getByRole('button', { name: ru('addModal.save') });
  const problem = (key: string) =>
    dialog.getByRole('alert').filter({ hasText: ru(`addModal.${key}`) });
  await save.click();
  for (const key of ['invalidName', 'invalidBirthday', 'invalidNumber', 'invalidCourse'])
    await expect(problem(key)).toBeVisible();

  await dialog.getByLabel(ru('addModal.fullName')).fill('   ');
  await save.click();
  await expect(problem('invalidName')).toBeVisible();
  await dialog.getByLabel(ru('addModal.fullName')).fill(NEW_NAME);
  await expect(problem('invalidName')).toHaveCount(0);

  const birthday = dialog.getByLabel(ru('addModal.birthday'));
  for (const wrong of NEW_STUDENT.wrongBirthdays) {
    await birthday.fill(wrong);
    await save.click();
    await expect(problem('invalidBirthday')).toBeVisible();
  }
  await birthday.fill(NEW_STUDENT.birthday);
  await expect(problem('invalidBirthday')).toHaveCount(0);

  const number = dialog.getByLabel(ru('addModal.number'));
  await number.pressSequentially(NEW_STUDENT.typedNumber);
  await expect(number).toHaveValue(NEW_STUDENT.number);
  await expect(problem('invalidNumber')).toHaveCount(0);

  await save.click();
  await expect(problem('invalidCourse')).toBeVisible();
  await dialog.getByLabel(ru('addModal.course')).selectOption(FIRST_AID.uuid);

  await dialog.getByLabel(ru('addModal.position')).pressSequentially('Слесарь');
  await dialog.getByRole('button', { name: FITTER.title }).click();
  await dialog.getByLabel(ru('addModal.structure')).fill('Учебный центр');
  return save;
}

test.describe('the learning class against the HTTP API', () => {
  test('a new student is added (each rule tried), confirmed and lands in the course', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.scenario('class');
    stub.override('GET', STATUS, { status: 200, body: { data: FREE_SESSION_STATUS } });
    stub.override('GET', 'students', {
      status: 200,
      body: { data: [{ uuid: NEW_UUID, title: NEW_NAME, structure: null }] },
    });
    stub.override('POST', 'employees/auth', student);
    await openServer('/');
    await expect(page.getByRole('heading', { name: ru('title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: ru('session.freeChoice') })).toBeVisible();
    // The header's monthly bars are not shown here (nobody is logged in yet).
    await page.getByRole('button', { name: ru('students.add') }).click();
    const search = page.getByRole('dialog', { name: ru('searchModal.title') });
    await expect(search.getByRole('button', { name: ru('searchModal.find') })).toBeDisabled();
    await search.getByRole('button', { name: ru('searchModal.addNew') }).click();

    const save = await fillNewStudent(page);
    // From now on the server's session list holds the new student with their course appointment.
    stub.override('GET', LIST, {
      status: 200,
      body: {
        data: [
          {
            student: { uuid: NEW_UUID, title: NEW_NAME },
            course: { title: FIRST_AID.title, appoint: { uuid: NEW_APPOINT } },
          },
        ],
      },
    });
    await save.click();

    const confirm = page.getByRole('dialog', { name: ru('confirm.title') });
    await expect(confirm).toContainText(ru('confirm.student', { name: NEW_NAME }));
    await expect(confirm).toContainText(ru('confirm.course', { title: FIRST_AID.title }));
    const [added] = callsTo(stub, 'learning_class/sessions/addStudyToSession/class-1', 'POST');
    expect(added?.form?.session).toBe(FREE_SESSION_STATUS.session.uuid);
    expect(JSON.parse(added?.form?.course ?? 'null')).toEqual(FIRST_AID);
    const sent = JSON.parse(added?.form?.student ?? 'null') as Record<string, unknown>;
    expect(sent).toEqual({
      title: NEW_NAME,
      birthday_dt: expect.stringMatching(/^@\d+$/),
      tabel: NEW_STUDENT.number,
      position: { uuid: FITTER.uuid, id: null, title: FITTER.title },
      structure: 'Учебный центр',
    });
    // Midnight of 17 May 1990 in the browser's zone: within a day of the UTC midnight.
    const seconds = Number(String(sent.birthday_dt).slice(1));
    expect(Math.abs(seconds - Date.UTC(1990, 4, 17) / 1000)).toBeLessThanOrEqual(14 * 3600);
    expect(callsTo(stub, 'positions')[0]?.query).toEqual({ search: 'Слесарь', limit: '10' });
    expect(callsTo(stub, 'students').at(-1)?.query).toEqual({ tabel: NEW_STUDENT.number });

    await confirm.getByRole('button', { name: ru('confirm.yes') }).click();
    // The course opens on the class route, in class mode (spec 2 §2).
    await expect(page).toHaveURL(new RegExp(`#/electronic-courses-class\\?course=${NEW_APPOINT}$`));
    await expect(page.getByRole('heading', { level: 1, name: FIRST_AID.title })).toBeVisible();
    expect(callsTo(stub, 'employees/auth', 'POST')[0]?.form).toMatchObject({ uuid: NEW_UUID });
    await expect(page.getByRole('heading', { name: ru('title') })).toHaveCount(0);
  });

  test('no session: Start learning adds by addAssignmentToStudent; polling every 5 min, then 30 s after a modal', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.scenario('class');
    stub.override('GET', STATUS, {
      status: 200,
      body: { data: { status: false, free_course: false, session: null, course: null } },
    });
    await page.clock.install();
    await openServer('/');
    await expect(page.getByText(ru('session.inactive'))).toBeVisible();
    expect(callsTo(stub, STATUS)).toHaveLength(1);
    await page.clock.runFor(30_000);
    expect(callsTo(stub, STATUS)).toHaveLength(1);
    await page.clock.runFor(270_000);
    await expect.poll(() => callsTo(stub, STATUS).length).toBe(2);
    // Five idle minutes also bring the screensaver: a touch puts it away.
    await page.getByRole('dialog', { name: text('ru', 'screensaver', 'label') }).click();
    expect(callsTo(stub, LIST)).toHaveLength(0);

    await page.getByRole('button', { name: ru('session.startLearning') }).click();
    const search = page.getByRole('dialog', { name: ru('searchModal.title') });
    const find = search.getByRole('button', { name: ru('searchModal.find') });
    await expect(find).toBeDisabled();
    await search.getByLabel(ru('searchModal.course')).selectOption(FIRST_AID.uuid);
    await search.getByLabel(ru('searchModal.number')).fill(BELOVA.number);
    await find.click();
    await search.getByRole('button', { name: /Белова/ }).click();
    const confirm = page.getByRole('dialog', { name: ru('confirm.title') });
    await expect(confirm).toContainText(ru('confirm.course', { title: FIRST_AID.title }));
    const [assigned] = callsTo(stub, 'learning_class/sessions/addAssignmentToStudent', 'POST');
    expect(JSON.parse(assigned?.form?.student ?? 'null')).toEqual({
      uuid: BELOVA.uuid,
      title: BELOVA.title,
    });
    expect(JSON.parse(assigned?.form?.course ?? 'null')).toEqual(FIRST_AID);
    await confirm.getByRole('button', { name: ru('confirm.no') }).click();

    const before = callsTo(stub, STATUS).length;
    await page.clock.runFor(30_000);
    await expect.poll(() => callsTo(stub, STATUS).length).toBe(before + 1);
  });

  test("the session list: search by last name, a student enters the session's course, empty list and a failed list", async ({
    page,
    stub,
    openServer,
  }) => {
    stub.scenario('class');
    await openServer('/');
    const list = page.getByRole('list', { name: ru('students.label') });
    await expect(list.getByRole('button')).toHaveCount(3);
    await page.getByRole('searchbox', { name: ru('search.label') }).fill('Бел');
    await expect(list.getByRole('button')).toHaveCount(1);
    stub.override('POST', 'employees/auth', {
      status: 200,
      body: { data: { ...student.body.data, uuid: BELOVA.uuid, title: BELOVA.title } },
    });
    await list.getByRole('button', { name: /Белова/ }).click();
    await page
      .getByRole('dialog', { name: ru('confirm.title') })
      .getByRole('button', { name: ru('confirm.yes') })
      .click();
    // The session's appointment is in the list: its course opens directly.
    await expect(page).toHaveURL(
      new RegExp(`#/electronic-courses-class\\?course=${FIXED_SESSION_COURSE.belovaAppoint}$`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: FIXED_SESSION_COURSE.title }),
    ).toBeVisible();
    stub.heal('POST', 'employees/auth');

    stub.override('GET', LIST, { status: 200, body: { data: [] } });
    await openServer('/');
    await expect(page.getByText(ru('students.empty'))).toBeVisible();

    stub.override('GET', LIST, { status: 500, body: { message: 'boom' } });
    await openServer('/');
    await expect(page.getByText(ru('errors.students'))).toBeVisible();
    await expect(page.getByText(ru('errors.network'))).toBeVisible();
  });
});
