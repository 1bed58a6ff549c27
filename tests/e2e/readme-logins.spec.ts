// Every test login README.md lists ("Test logins (mock mode)"), done exactly as it says: the kiosk is
// served with the config.json `npm start` answers for the README's command line
// (scripts/start-args.mjs), and the login is typed, clicked or presented as a tester would.
import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { parseStartArgs, startConfig } from '../../scripts/start-args.mjs';
import { expect, loginByKeypad, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

/** `npm start -- <args>`: the config.json the start script serves for them. */
const npmStart = (args = '') => startConfig(parseStartArgs(args.split(' ').filter(Boolean)));

const heading = (page: Page, name: string) => page.getByRole('heading', { name });
const cabinet = (page: Page) => heading(page, ru('app', 'screens.cabinet'));
const banner = (page: Page) => page.getByRole('banner');
const cabinetButton = () => ru('auth', 'tabel.buttons.cabinet');

/** The "Test logins" section of the README. */
const readmeLogins = () => {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.search(/^## Test logins/m);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
};

/** What this file exercises; the README may list nothing else. */
const COVERED = ['1001', '1002', '1003', '1004', '1005', '1006', '1009', '2000', '1234'];

test.describe('README test logins (mock mode, as `npm start` serves it)', () => {
  test('the README lists no personnel number, card or command this file does not exercise', () => {
    const section = readmeLogins();
    expect(section).not.toBe('');
    const numbers = [...section.matchAll(/\*\*(\d{4})\*\*/g)].map((match) => match[1]);
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) expect(COVERED).toContain(number);
    const cards = [...section.matchAll(/'(\d{10})'/g)].map((match) => match[1]);
    expect(cards.sort()).toEqual(['0012345678', '0087654321']);
    for (const login of ['`ivanov`', '`student`', 'Иванова', '**1234**'])
      expect(section).toContain(login);
    expect(section).toContain('npm start -- --scenario pin');
    expect(section).toContain('npm start -- --scenario rfid --desktop simulated');
  });

  test('plain npm start: 1001 to 1005 each open their screen', async ({ page, openMock }) => {
    const screens: Array<[string, string]> = [
      ['1001', ru('app', 'screens.cabinet')],
      ['1002', ru('app', 'screens.risks')],
      ['1003', ru('surveys', 'intro.title')],
      ['1004', ru('notices', 'importantTitle')],
      ['1005', ru('library', 'important.warning')],
    ];
    for (const [number, screen] of screens) {
      await openMock('/', npmStart());
      await loginByKeypad(page, number, cabinetButton());
      await expect(heading(page, screen)).toBeVisible();
    }
    await expect(banner(page)).toBeVisible();
  });

  test('1006, a student: electronic courses at 0 %, 40 % and 100 %', async ({ page, openMock }) => {
    await openMock('/', npmStart());
    await loginByKeypad(page, '1006', cabinetButton());
    await expect(cabinet(page)).toBeVisible();
    await page.locator('a[href="#/electronic-courses"]').click();
    await expect(heading(page, ru('app', 'screens.electronicCourses'))).toBeVisible();
    for (const progress of ['0%', '40%', '100%'])
      await expect(page.getByText(progress, { exact: true }).first()).toBeVisible();
  });

  test('2000: two employees, "Select yourself"', async ({ page, openMock }) => {
    await openMock('/', npmStart());
    await loginByKeypad(page, '2000', cabinetButton());
    const dialog = page.getByRole('dialog', { name: ru('loginSteps', 'selectYourself.title') });
    await dialog.getByRole('button', { name: /Иванова Мария/ }).click();
    await expect(cabinet(page)).toBeVisible();
  });

  test('the links on the number screen: directory login ivanov, course login student', async ({
    page,
    openMock,
  }) => {
    await openMock('/', npmStart());
    await page.getByRole('button', { name: ru('auth', 'tabel.links.localAccount') }).click();
    await page.getByLabel(ru('loginSteps', 'login.loginLabel')).fill('ivanov');
    await page.getByLabel(ru('loginSteps', 'login.passwordLabel')).fill('anything');
    await page.getByRole('button', { name: ru('loginSteps', 'ldap.cabinet') }).click();
    await expect(cabinet(page)).toBeVisible();

    await openMock('/', npmStart());
    await page.getByRole('button', { name: ru('auth', 'tabel.links.electronicCourses') }).click();
    await page.getByLabel(ru('loginSteps', 'login.loginLabel')).fill('student');
    await page.getByLabel(ru('loginSteps', 'login.passwordLabel')).fill('any');
    await page.getByLabel(ru('loginSteps', 'login.passwordLabel')).press('Enter');
    await expect(heading(page, ru('app', 'screens.electronicCourses'))).toBeVisible();
  });

  test('the name search: type "Иванова"', async ({ page, openMock }) => {
    await openMock('/', npmStart());
    await page.getByRole('button', { name: ru('auth', 'tabel.links.searchByName') }).click();
    await page.getByRole('textbox', { name: ru('loginSteps', 'search.nameLabel') }).fill('Иванова');
    await page.getByRole('button', { name: ru('loginSteps', 'search.find') }).click();
    const results = page.getByRole('list', { name: ru('loginSteps', 'search.resultsLabel') });
    await results.getByRole('button', { name: /Иванова Елена/ }).click();
    await expect(cabinet(page)).toBeVisible();
  });

  test('1009: PIN 1234 with `npm start -- --scenario pin`', async ({ page, openMock }) => {
    await openMock('/', npmStart('--scenario pin'));
    await loginByKeypad(page, '1009', cabinetButton());
    await expect(heading(page, ru('pin', 'title.enter'))).toBeVisible();
    const keypad = page.getByRole('group', { name: ru('common', 'keypad.label') });
    for (const digit of '1234')
      await keypad.getByRole('button', { name: digit, exact: true }).click();
    await expect(cabinet(page)).toBeVisible();
  });

  test('1009 without the scenario goes straight to the personal area', async ({
    page,
    openMock,
  }) => {
    await openMock('/', npmStart());
    await loginByKeypad(page, '1009', cabinetButton());
    await expect(cabinet(page)).toBeVisible();
  });

  for (const [card, name] of [
    ['0012345678', 'Петров Алексей Сергеевич'],
    ['0087654321', 'Новиков Игорь Владимирович'],
  ] as const) {
    test(`RFID card ${card} with \`npm start -- --scenario rfid --desktop simulated\` and the console`, async ({
      page,
      openMock,
    }) => {
      await openMock('/', npmStart('--scenario rfid --desktop simulated'));
      await expect(heading(page, ru('loginSteps', 'rfid.title'))).toBeVisible();
      // As typed in the browser console: kioskSimulator.rfid.present('<card>').
      await page.evaluate(
        (code) =>
          (
            window as unknown as { kioskSimulator: { rfid: { present: (c: string) => void } } }
          ).kioskSimulator.rfid.present(code),
        card,
      );
      await expect(cabinet(page)).toBeVisible();
      await expect(banner(page)).toContainText(name);
    });
  }
});
