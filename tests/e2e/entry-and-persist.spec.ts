import type { Locator, Page } from '@playwright/test';

import { callsTo, expect, loginByKeypad, test, text } from './fixtures';

const ru = (namespace: string, key: string) => text('ru', namespace, key);
const en = (namespace: string, key: string) => text('en', namespace, key);
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });

/** The persisted state as the kiosk wrote it (src/lib/state/persist.ts, key safety-terminal). */
type Stored = Record<string, Record<string, unknown> | undefined>;

/**
 * Clicks and, in the same task, before any timer of the page could run, reads what the kiosk has
 * written to storage: what a reload or a power cut right after the click would find.
 */
async function clickAndReadStorage(target: Locator): Promise<Stored> {
  const raw = await target.evaluate((element) => {
    (element as HTMLElement).click();
    return localStorage.getItem('persist:safety-terminal');
  });
  const outer = JSON.parse(raw ?? '{}') as Record<string, string>;
  return Object.fromEntries(
    Object.entries(outer).map(([key, value]) => [
      key,
      JSON.parse(value) as Record<string, unknown>,
    ]),
  );
}

test.describe('a tabel_namber in the address is used once', () => {
  test('before the #: logs in once, leaves the address, and after Exit the start screen stays', async ({
    page,
    stub,
    serverApp,
    appConfig,
  }) => {
    appConfig.extra = {};
    await page.goto(`${serverApp.url}?kiosk=7&tabel_namber=1001#/cabinet`);
    await expect(heading(page, ru('app', 'screens.cabinet'))).toBeVisible();
    expect(new URL(page.url()).search).toBe('?kiosk=7');
    expect(new URL(page.url()).hash).toBe('#/cabinet');

    await page.getByRole('button', { name: ru('cabinet', 'exit') }).click();
    await expect(heading(page, ru('auth', 'tabel.title'))).toBeVisible();
    await page.reload();
    await expect(heading(page, ru('auth', 'tabel.title'))).toBeVisible();
    // The next login is typed: had the address logged 1001 in again, its call would come first.
    await loginByKeypad(page, '1002', ru('auth', 'tabel.buttons.cabinet'));
    await expect(heading(page, ru('app', 'screens.risks'))).toBeVisible();
    expect(callsTo(stub, 'employees/getForNumber').map((call) => call.query.number)).toEqual([
      '1001',
      '1002',
    ]);
    expect(callsTo(stub, 'employees/auth', 'POST')).toHaveLength(2);
  });

  test('inside the hash route: logs in once and the route loses the parameter', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/cabinet?tabel_namber=1001');
    await expect(heading(page, ru('app', 'screens.cabinet'))).toBeVisible();
    expect(page.url()).not.toContain('tabel_namber');
    await page.reload();
    await expect(heading(page, ru('app', 'screens.cabinet'))).toBeVisible();
    expect(callsTo(stub, 'employees/getForNumber')).toHaveLength(1);
  });
});

test.describe('a persisted choice survives an immediate reload', () => {
  test('the language', async ({ page, openServer }) => {
    await openServer('/');
    await page.getByRole('button', { name: ru('common', 'language.title') }).click();
    const stored = await clickAndReadStorage(page.getByRole('button', { name: 'English' }));
    expect(stored.locale).toEqual({ locale: 'en' });
    await page.reload();
    await expect(heading(page, en('auth', 'tabel.title'))).toBeVisible();
  });

  test('the PIN-entered state', async ({ page, stub, openServer }) => {
    stub.scenario('pin');
    await openServer('/');
    await loginByKeypad(page, '1009', ru('auth', 'tabel.buttons.cabinet'));
    await expect(heading(page, ru('pin', 'title.enter'))).toBeVisible();
    const keypad = page.getByRole('group', { name: ru('common', 'keypad.label') });
    for (const digit of '123')
      await keypad.getByRole('button', { name: digit, exact: true }).click();
    const stored = await clickAndReadStorage(
      keypad.getByRole('button', { name: '4', exact: true }),
    );
    expect(stored.session?.pinAuthorized).toBe(true);
    await page.reload();
    await expect(heading(page, ru('app', 'screens.cabinet'))).toBeVisible();
  });

  test("a running flow's step", async ({ page, openServer }) => {
    await openServer('/cabinet?tabel_namber=1001');
    await page.getByRole('link', { name: /Предсменный/ }).click();
    await page.getByRole('button', { name: ru('stepper', 'chooseFlow.all') }).click();
    await expect(heading(page, /Вопрос 1\./)).toBeVisible();
    await page
      .getByRole('button', { name: /Передним ходом, попросив/ })
      .first()
      .click();
    const stored = await clickAndReadStorage(
      page.getByRole('button', { name: ru('stepper', 'actions.next'), exact: true }),
    );
    expect((stored.stepper?.run as { stepIndex?: number } | undefined)?.stepIndex).toBe(1);
    await page.reload();
    await expect(heading(page, /Вопрос 2\./)).toBeVisible();
  });
});
