import type { Page } from '@playwright/test';

import { callsTo, expect, loginByKeypad, test, text } from './fixtures';

const ru = (namespace: string, key: string) => text('ru', namespace, key);
const cabinet = (page: Page) => page.getByRole('heading', { name: ru('app', 'screens.cabinet') });

test.describe('start flow variants chosen by settings', () => {
  test('default: personnel number, with links to the other logins', async ({
    page,
    openServer,
  }) => {
    await openServer('/');
    await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
    for (const link of [
      'tabel.links.localAccount',
      'tabel.links.electronicCourses',
      'tabel.links.searchByName',
    ]) {
      await expect(page.getByRole('button', { name: ru('auth', link) })).toBeVisible();
    }
  });

  test('search by name only, typed on the on-screen keyboard, logs in by the chosen employee', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.scenario('by-name');
    await openServer('/', { keyboard: true });
    await expect(
      page.getByRole('heading', { name: ru('loginSteps', 'search.title') }),
    ).toBeVisible();
    const keyboard = page.getByRole('group', { name: ru('keyboard', 'label') });
    await keyboard.getByRole('button', { name: ru('keyboard', 'keys.lock') }).click();
    await keyboard.getByRole('button', { name: 'И', exact: true }).click();
    await keyboard.getByRole('button', { name: ru('keyboard', 'keys.lock') }).click();
    for (const letter of 'ванова')
      await keyboard.getByRole('button', { name: letter, exact: true }).click();
    await expect(
      page.getByRole('textbox', { name: ru('loginSteps', 'search.nameLabel') }),
    ).toHaveValue('Иванова');
    await page.getByRole('button', { name: ru('loginSteps', 'search.find') }).click();
    const results = page.getByRole('list', { name: ru('loginSteps', 'search.resultsLabel') });
    await expect(results.getByRole('button')).toHaveCount(2);
    await results.getByRole('button', { name: /Иванова Елена/ }).click();
    await expect(cabinet(page)).toBeVisible();
    expect(callsTo(stub, 'employees/getForFamily')[0]?.query).toEqual({ family: 'Иванова' });
    expect(callsTo(stub, 'employees/auth', 'POST')[0]?.form).toEqual({
      uuid: '0f0b0056-1a84-4dfe-b432-e2f362832143',
      second_auth: '1',
    });
  });

  test('electronic-courses login only', async ({ page, stub, openServer }) => {
    stub.scenario('student-login');
    await openServer('/');
    await expect(
      page.getByRole('heading', { name: ru('loginSteps', 'courses.title') }),
    ).toBeVisible();
    await page.getByLabel(ru('loginSteps', 'login.loginLabel')).fill('student');
    await page.getByLabel(ru('loginSteps', 'login.passwordLabel')).fill('any');
    await page.getByLabel(ru('loginSteps', 'login.passwordLabel')).press('Enter');
    await expect(
      page.getByRole('heading', { name: ru('app', 'screens.electronicCourses') }),
    ).toBeVisible();
    await expect
      .poll(() => callsTo(stub, 'students/auth', 'POST').map((call) => call.form))
      .toEqual([{ login: 'student', password: 'any' }]);
  });

  test('learning class opens the class screen', async ({ page, stub, openServer }) => {
    stub.scenario('class');
    await openServer('/');
    await expect(
      page.getByRole('heading', { name: ru('app', 'screens.electronicCoursesClass') }),
    ).toBeVisible();
  });

  test('RFID only: the simulated desktop reader logs the card owner in; a read error shows for 2 s', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.scenario('rfid');
    await page.clock.install();
    await openServer('/', { desktop: 'simulated' });
    await expect(page.getByRole('heading', { name: ru('loginSteps', 'rfid.title') })).toBeVisible();
    await page.evaluate(() =>
      (
        window as unknown as { kioskSimulator: { rfid: { fail: (m: string) => void } } }
      ).kioskSimulator.rfid.fail('crc'),
    );
    await expect(page.getByRole('alert')).toHaveText(ru('loginSteps', 'rfid.readError'));
    await page.clock.runFor(2_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const restarts = await page.evaluate(() =>
      (
        window as unknown as { kioskSimulator: { rfid: { restarts: () => number } } }
      ).kioskSimulator.rfid.restarts(),
    );
    expect(restarts).toBe(1);
    await page.evaluate(() =>
      (
        window as unknown as { kioskSimulator: { rfid: { present: (c: string) => void } } }
      ).kioskSimulator.rfid.present('0012345678'),
    );
    await expect(cabinet(page)).toBeVisible();
    expect(callsTo(stub, 'employees/auth', 'POST')[0]?.form).toEqual({ rfid: '0012345678' });
  });
});

test.describe('password logins', () => {
  test('local account: success, 401 and 500', async ({ page, stub, openServer }) => {
    await openServer('/');
    await page.getByRole('button', { name: ru('auth', 'tabel.links.localAccount') }).click();
    await expect(page.getByRole('heading', { name: ru('loginSteps', 'ldap.title') })).toBeVisible();
    const login = page.getByLabel(ru('loginSteps', 'login.loginLabel'));
    const password = page.getByLabel(ru('loginSteps', 'login.passwordLabel'));
    const cabinetButton = page.getByRole('button', { name: ru('loginSteps', 'ldap.cabinet') });
    await expect(cabinetButton).toBeDisabled();

    await login.fill('stranger');
    await password.fill('bad');
    await cabinetButton.click();
    await expect(page.getByRole('alert')).toHaveText(ru('auth', 'errors.wrongLoginOrPassword'));
    await expect(login).toHaveValue('');
    await expect(password).toHaveValue('');

    stub.override('POST', 'ldap/auth', { status: 500, body: { message: 'LDAP down' } });
    await login.fill('ivanov');
    await password.fill('pw');
    await cabinetButton.click();
    await expect(page.getByRole('alert')).toHaveText(ru('auth', 'errors.networkError'));

    stub.reset();
    await login.fill('ivanov');
    await password.fill('pw');
    await cabinetButton.click();
    await expect(cabinet(page)).toBeVisible();
    expect(callsTo(stub, 'ldap/auth', 'POST')[0]?.form).toEqual({
      login: 'ivanov',
      password: 'pw',
    });
  });

  test('electronic courses from the link: 401, 500, then success', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await page.getByRole('button', { name: ru('auth', 'tabel.links.electronicCourses') }).click();
    await expect(
      page.getByRole('heading', { name: ru('loginSteps', 'courses.title') }),
    ).toBeVisible();
    await page.getByLabel(ru('loginSteps', 'login.loginLabel')).fill('nobody');
    await page.getByLabel(ru('loginSteps', 'login.passwordLabel')).fill('x');
    await page.getByRole('button', { name: ru('loginSteps', 'login.enter') }).click();
    await expect(page.getByRole('alert')).toHaveText(ru('auth', 'errors.wrongLoginOrPassword'));
    stub.override('POST', 'students/auth', { status: 500, body: { message: 'Internal' } });
    await page.getByLabel(ru('loginSteps', 'login.loginLabel')).fill('student');
    await page.getByLabel(ru('loginSteps', 'login.passwordLabel')).fill('x');
    await page.getByRole('button', { name: ru('loginSteps', 'login.enter') }).click();
    await expect(page.getByRole('alert')).toHaveText(ru('auth', 'errors.networkError'));
    stub.reset();
    await page.getByLabel(ru('loginSteps', 'login.loginLabel')).fill('student');
    await page.getByLabel(ru('loginSteps', 'login.passwordLabel')).fill('x');
    await page.getByRole('button', { name: ru('loginSteps', 'login.enter') }).click();
    // The login's own title also reads 'Electronic courses': wait for the call and the route.
    await expect.poll(() => callsTo(stub, 'students/auth', 'POST').length).toBe(1);
    await expect(page).toHaveURL(/#\/electronic-courses$/);
    await expect(page.getByLabel(ru('loginSteps', 'login.passwordLabel'))).toHaveCount(0);
  });

  test('an Exit goes back to the start screen and ends the session', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await loginByKeypad(page, '1001', ru('auth', 'tabel.buttons.cabinet'));
    await expect(page.getByRole('heading', { name: ru('app', 'screens.cabinet') })).toBeVisible();
    await page.getByRole('button', { name: ru('cabinet', 'exit') }).click();
    await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
    await page.reload();
    expect(callsTo(stub, 'settings').at(-1)?.headers.authorization).toBeUndefined();
  });
});
