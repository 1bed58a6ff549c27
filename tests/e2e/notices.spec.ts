import type { Page } from '@playwright/test';

import type { RecordedRequest } from '../server/api-stub';

import { callsTo, expect, loginByKeypad, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

/** Employee 1004 (block_notifications) and Petrov 1001 in the mock data set. */
const SMIRNOV = '669e2a53-88fd-4b51-befd-248951c26db1';
const PETROV = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
/** 1004's blocking notices (priority 1 and 2) and the first one that does not block (priority 3). */
const WIND = 'be3c2a1e-d805-4a9b-8748-25ba30b50a70';
const INSTRUCTION = '8bd80258-a84a-47f3-b486-f278e065871e';
const ROUTES = '58bb2f7c-5570-49db-9c58-9bb578820239';

/** The notice callbacks the server received, in order. */
const noticeCalls = (requests: RecordedRequest[]) =>
  requests.filter(
    (request) => request.method === 'POST' && request.path.startsWith('notifications/'),
  );

/** From the personal area to /notice-list through the Notices card (6 unread in the mocks). */
const openNoticeList = (page: Page) =>
  page
    .getByRole('link', {
      name: ru('cabinet', 'cardLabel', { title: ru('cabinet', 'cards.notices'), count: 6 }),
    })
    .click();

const progress = (page: Page, current: number, total: number) =>
  expect(page.getByText(ru('notices', 'stepper.progress', { current, total }))).toBeVisible();

test.describe('notices (server mode)', () => {
  test("a blocked employee walks the notices stepper and each action's callbacks arrive in order", async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await loginByKeypad(page, '1004', ru('auth', 'tabel.buttons.cabinet'));
    await expect(
      page.getByRole('heading', { name: ru('notices', 'importantTitle') }),
    ).toBeVisible();
    // Six unread notices by priority: the two blocking ones first, with no way back. (The screen's
    // title shows while its list loads: the list was asked for once by the time it shows.)
    await progress(page, 1, 6);
    expect(callsTo(stub, `notifications/byEmployee/${SMIRNOV}`)).toHaveLength(1);
    await expect(page.getByText(ru('notices', 'stepper.blockedHint'))).toBeVisible();
    await expect(page.getByRole('button', { name: ru('notices', 'actions.back') })).toHaveCount(0);
    await page.getByRole('button', { name: 'Согласен' }).click();

    await progress(page, 2, 6);
    await expect(page.getByRole('button', { name: ru('notices', 'actions.back') })).toHaveCount(0);
    await page.getByRole('button', { name: 'Отказаться' }).click();

    await progress(page, 3, 6);
    await page.getByRole('button', { name: 'Прочитано' }).click();

    await progress(page, 4, 6);
    await page.getByRole('button', { name: ru('notices', 'actions.back') }).click();
    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();

    const calls = noticeCalls(stub.requests());
    expect(calls.map((call) => call.path)).toEqual([
      `notifications/${WIND}/agree`,
      `notifications/${WIND}/set_read`,
      `notifications/${INSTRUCTION}/refused`,
      `notifications/${ROUTES}/set_read`,
    ]);
    for (const call of calls) {
      expect(call.json).toBeUndefined();
      expect(call.form).toBeUndefined();
      expect(call.headers.authorization).toMatch(/^Bearer \S+/);
    }
  });

  test('the list filters and opens a notice; an action posts its callbacks and reloads the list', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await loginByKeypad(page, '1001', ru('auth', 'tabel.buttons.cabinet'));
    await openNoticeList(page);
    await expect(page.getByRole('heading', { name: ru('notices', 'title') })).toBeVisible();
    const list = page.getByRole('list', { name: ru('notices', 'list.label') });
    await expect(list.getByRole('link')).toHaveCount(5);
    await page.getByRole('button', { name: ru('notices', 'list.showAll', { count: 5 }) }).click();
    await expect(list.getByRole('link')).toHaveCount(10);
    await page.getByRole('button', { name: ru('notices', 'filters.unread') }).click();
    await expect(list.getByRole('link')).toHaveCount(6);

    await list.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: ru('notices', 'detail.title') })).toBeVisible();
    const detail = page.getByRole('article');
    const agree = detail.getByRole('button', { name: 'Согласен' });
    const hasAgree = (await agree.count()) > 0;
    const button = hasAgree ? agree : detail.getByRole('button', { name: 'Прочитано' });
    const before = callsTo(stub, `notifications/byEmployee/${PETROV}`).length;
    await button.click();
    await expect(page.getByRole('heading', { name: ru('notices', 'title') })).toBeVisible();
    await expect
      .poll(() => callsTo(stub, `notifications/byEmployee/${PETROV}`).length)
      .toBe(before + 1);
    const calls = noticeCalls(stub.requests());
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.json ?? call.form).toBeUndefined();
  });

  test('a failed callback shows Function execution error with the action title and returns to the list', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.override('POST', `notifications/${WIND}/agree`, {
      status: 500,
      body: { message: 'Boom' },
    });
    await openServer('/');
    await loginByKeypad(page, '1004', ru('auth', 'tabel.buttons.cabinet'));
    await progress(page, 1, 6);
    await page.getByRole('button', { name: 'Согласен' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: ru('notices', 'errors.action', { action: 'Согласен' }) }),
    ).toBeVisible();
    // Back at /notice-list, where the guard keeps the still-blocked employee in the stepper.
    await expect(page).toHaveURL(/#\/notice-list$/);
    await expect(
      page.getByRole('heading', { name: ru('notices', 'importantTitle') }),
    ).toBeVisible();
    // The rest of the action's callbacks are not sent; the failed one is kept by the outbox and may
    // already have been tried again (its first retry waits a random 0-2 s).
    const paths = noticeCalls(stub.requests()).map((call) => call.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths)).toEqual(new Set([`notifications/${WIND}/agree`]));
  });

  test('a list of 500 notices renders only the rows in view and scrolls to the last one', async ({
    page,
    stub,
    openServer,
  }) => {
    const notices = Array.from({ length: 500 }, (_, index) => ({
      uuid: `bulk-${index + 1}`,
      type: ['success', 'danger', 'warning', 'primary', 'info'][index % 5],
      title: `Уведомление номер ${index + 1}`,
      description: 'Описание уведомления',
      start_dt: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
      end_dt: '2099-01-01T00:00:00Z',
      read: index % 2 === 0,
      priority: index,
      blocked: false,
      content: null,
      actions: [],
    }));
    stub.override('GET', `notifications/byEmployee/${PETROV}`, {
      status: 200,
      body: { data: { notifications: notices } },
    });
    await openServer('/cabinet?tabel_namber=1001');
    await openNoticeList(page);
    await page.getByRole('button', { name: ru('notices', 'list.showAll', { count: 495 }) }).click();
    const list = page.getByRole('list', { name: ru('notices', 'list.label') });
    await expect(list.getByRole('link').first()).toContainText('Уведомление номер 500');
    expect(await list.getByRole('listitem').count()).toBeLessThan(40);
    await list.evaluate((element) => {
      const scroller = element.parentElement!;
      scroller.scrollTop = scroller.scrollHeight;
    });
    const last = list.getByRole('link', { name: /Уведомление номер 1\b/ });
    await expect(last).toBeInViewport();
    await expect(list.locator('[aria-posinset="500"]')).toBeVisible();
    expect(await list.getByRole('listitem').count()).toBeLessThan(40);
    await last.click();
    await expect(page).toHaveURL(/#\/notice-list\/bulk-1$/);
  });
});
