import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { callsTo, expect, loginByKeypad, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);
const title = (key: string) => ru('cabinet', `cards.${key}`);
/** A card's accessible name: the title, plus the unread count when there is a badge. */
const label = (key: string, count?: number) =>
  count === undefined ? title(key) : ru('cabinet', 'cardLabel', { title: title(key), count });

const PETROV = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
const mockSettings = JSON.parse(readFileSync('mocks/settings.json', 'utf8')) as {
  data: Record<string, unknown>;
};

async function login(page: Page, number: string) {
  await loginByKeypad(page, number, ru('auth', 'tabel.buttons.cabinet'));
  await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
}

/** The cards on screen, in order, as [accessible name, hash target]. */
const cards = (page: Page) =>
  page
    .getByRole('navigation', { name: ru('cabinet', 'cardsLabel') })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    );

// The badges of 1001 and 1006 in mocks/employees/auth.uuid=*.json: 6 unread notices, 1 survey,
// 2 feedback messages, 2 regulations, 1 video tutorial + 1 simulated situation.
const employeeCards = [
  [label('preshift'), '#/preshift'],
  [label('extraEducation'), '#/extra-education'],
  [label('targetedTraining'), '#/targeted_training'],
  [label('notices', 6), '#/notice-list'],
];
const restOfCards = [
  [label('surveys', 1), '#/questionary'],
  [label('feedback', 2), '#/feedback'],
  [label('regulations', 2), '#/library/text_document'],
  [label('videoInstructions', 2), '#/library/video_tutorial,simulated_situation'],
  [label('analytics'), '#/emp-lvl'],
  [label('ppe'), '#/siz'],
];

test.describe('personal area and header (server mode)', () => {
  test('an employee sees every module card with the badges of the mocks, no courses, no RFID', async ({
    page,
    openServer,
  }) => {
    await openServer('/');
    await login(page, '1001');
    expect(await cards(page)).toEqual([...employeeCards, ...restOfCards]);
    await page.getByRole('link', { name: label('surveys', 1) }).click();
    await expect(page).toHaveURL(/#\/questionary$/);
  });

  test('opened by its address, the personal area shows only under its header and never moves under a tap', async ({
    page,
    openServer,
  }) => {
    // A slow terminal: the logged-in header's code arrives well after the screen could render.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      interface LayoutShift extends PerformanceEntry {
        sources: { node: Node | null }[];
      }
      const shifts: LayoutShift[] = [];
      const observer = new PerformanceObserver((list) => {
        shifts.push(...(list.getEntries() as LayoutShift[]));
      });
      observer.observe({ type: 'layout-shift', buffered: true });
      // The nodes of the screen (not the header) that moved, the shifts still queued included.
      const movesOfScreen = () =>
        [...shifts, ...(observer.takeRecords() as LayoutShift[])]
          .flatMap((shift) => shift.sources)
          .filter((source) => source.node && document.querySelector('main')?.contains(source.node))
          .map((source) => source.node?.nodeName);
      Object.assign(window, { movesOfScreen });
    });
    await openServer('/cabinet?tabel_namber=1006');
    await expect(page.getByRole('link', { name: label('electronicCourses') })).toBeVisible();
    await expect(page.getByRole('banner').getByText(/Морозова/)).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(
      await page.evaluate(() =>
        (window as unknown as { movesOfScreen: () => string[] }).movesOfScreen(),
      ),
    ).toEqual([]);
  });

  test('a student also sees Electronic courses', async ({ page, openServer }) => {
    await openServer('/');
    await login(page, '1006');
    expect(await cards(page)).toEqual([
      ...employeeCards,
      [label('electronicCourses'), '#/electronic-courses'],
      ...restOfCards,
    ]);
  });

  test('with fewer modules in the settings the other cards disappear', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.override('GET', 'settings', {
      status: 200,
      body: { data: { ...mockSettings.data, modules: ['study', 'library'] } },
    });
    await openServer('/');
    await login(page, '1006');
    expect(await cards(page)).toEqual([
      [label('preshift'), '#/preshift'],
      [label('notices', 6), '#/notice-list'],
      [label('regulations', 2), '#/library/text_document'],
      [label('videoInstructions', 2), '#/library/video_tutorial,simulated_situation'],
      [label('analytics'), '#/emp-lvl'],
    ]);
  });

  test('the header shows name, number, position, bell count, bars and the new notices', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await login(page, '1001');
    const header = page.getByRole('banner');
    await expect(header).toContainText('Петров Алексей Сергеевич');
    await expect(header).toContainText(ru('header', 'user.number', { number: '1001' }));
    await expect(header).toContainText('Водитель погрузчика 4 разряда');
    const bell = page.getByRole('button', {
      name: ru('header', 'notifications.bellCount', { count: 6 }),
    });
    await expect(bell).toHaveText('6');
    const bellCall = callsTo(stub, 'employees/getNotifications')[0];
    expect(bellCall?.query).toEqual({ uuid: PETROV });
    expect(bellCall?.headers.authorization).toMatch(/^Bearer \S+/);

    await expect(
      page.getByRole('progressbar', { name: ru('header', 'bars.competence') }),
    ).toHaveAttribute('aria-valuenow', '86');
    await expect(
      page.getByRole('progressbar', { name: ru('header', 'bars.risk') }),
    ).toHaveAttribute('aria-valuetext', ru('header', 'bars.riskValue', { percent: 80 }));

    await bell.click();
    const popover = page.getByRole('dialog', { name: ru('header', 'notifications.title') });
    await expect(popover.getByRole('link')).toHaveCount(6);
    await expect(popover).toContainText('Изменение маршрута движения погрузчиков на складе');
    await expect(popover).toContainText(ru('header', 'notifications.more', { count: 1 }));
  });

  test('Exit returns to the start screen and the next request carries no token', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await login(page, '1001');
    await expect(page.getByRole('button', { name: /Уведомления/ })).toBeVisible();
    await page.getByRole('button', { name: ru('cabinet', 'exit') }).click();
    await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
    await expect(page.getByRole('banner')).not.toContainText('Петров');

    const before = stub.requests().length;
    await loginByKeypad(page, '1001', ru('auth', 'tabel.buttons.cabinet'));
    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
    const next = stub.requests()[before];
    expect(`${next?.method} ${next?.path}`).toBe('GET employees/getForNumber');
    expect(next?.headers.authorization).toBeUndefined();
  });

  test('the session refresh looks the employee up every 2 minutes and stops on another number', async ({
    page,
    stub,
    openServer,
  }) => {
    await page.clock.install();
    await openServer('/');
    await login(page, '1001');
    expect(callsTo(stub, 'employees/getForUuid')).toHaveLength(0);
    // The employee stays at the terminal (a key now and then): the idle screensaver would log
    // them out after 300 s otherwise.
    await page.keyboard.press('Shift');
    await page.clock.runFor(120_000);
    await expect.poll(() => callsTo(stub, 'employees/getForUuid').length).toBe(1);
    expect(callsTo(stub, 'employees/getForUuid')[0]?.query).toEqual({ uuid: PETROV });

    stub.override('GET', 'employees/getForUuid', {
      status: 200,
      body: { data: [{ id: 7, uuid: PETROV, title: 'Другой сотрудник', number: '7777' }] },
    });
    // The page says in its log when it stops the refresh: wait for that, not for a duration.
    const stopped = page.waitForEvent('console', (message) =>
      message.text().includes('the employee number changed; the refresh stops'),
    );
    await page.keyboard.press('Shift');
    await page.clock.runFor(120_000);
    await stopped;
    expect(callsTo(stub, 'employees/getForUuid')).toHaveLength(2);
    await page.keyboard.press('Shift');
    await page.clock.runFor(240_000);
    expect(callsTo(stub, 'employees/getForUuid')).toHaveLength(2);
    await expect(page.getByRole('banner')).toContainText('Петров Алексей Сергеевич');
  });
});
