import type { Page } from '@playwright/test';

import { callsTo, expect, loginByKeypad, test, text } from './fixtures';

const ru = (key: string, params?: Record<string, string | number>) =>
  text('ru', 'feedback', key, params);

const UNREAD_DIALOG = '4d1ebff8-72a0-498f-bc66-86e3fc864952';
const FIRST_THEME = '203300b9-39cb-4ad6-b38b-154ec09ccf96';

/** Logs 1001 (Petrov: id 1001, division 11) in and opens Feedback from the personal area. */
async function openFeedback(page: Page) {
  await loginByKeypad(page, '1001', text('ru', 'auth', 'tabel.buttons.cabinet'));
  const card = text('ru', 'cabinet', 'cardLabel', {
    title: text('ru', 'cabinet', 'cards.feedback'),
    count: 2,
  });
  await page.getByRole('link', { name: card }).click();
  await expect(page.getByRole('heading', { name: ru('title') })).toBeVisible();
}

const dialogList = (page: Page) => page.getByRole('list', { name: ru('list.title') });

test.describe('feedback against the HTTP API (server mode)', () => {
  test('a new dialog arrives with employee_id, text_message, theme_uuid and the recipient JSON', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await openFeedback(page);
    await expect(dialogList(page).getByRole('listitem')).toHaveCount(4);
    const rows = dialogList(page).getByRole('link');
    await expect(rows.first()).toContainText(ru('status.unread'));
    // Each row is a real touch target.
    expect((await rows.first().boundingBox())?.height).toBeGreaterThanOrEqual(48);

    await page.getByRole('link', { name: ru('list.newMessage') }).click();
    const send = page.getByRole('button', { name: ru('add.send') });
    await expect(page.getByRole('combobox', { name: ru('add.subject') })).toHaveValue(FIRST_THEME);
    await expect(
      page.getByText(ru('add.recipientValue', { name: 'Склад готовой продукции' })),
    ).toBeVisible();
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: ru('add.message') }).fill('Не горит свет в проходе 5');
    await send.click();

    await expect(page.getByText(ru('success.sent'))).toBeVisible();
    await expect(page).toHaveURL(/#\/feedback$/);
    const posted = callsTo(stub, 'feedback/dialogs', 'POST');
    expect(posted.map((call) => call.form)).toEqual([
      {
        employee_id: '1001',
        text_message: 'Не горит свет в проходе 5',
        theme_uuid: FIRST_THEME,
        recipient: JSON.stringify({ type: 'structure', id: '11' }),
      },
    ]);
    expect(posted[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    // The list is loaded again and shows the new dialog.
    await expect(dialogList(page).getByRole('listitem')).toHaveCount(5);
  });

  test('a reply arrives with employee_id, text_message and uuid; incoming messages are marked read; over 1024 characters cannot be sent', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await openFeedback(page);
    await dialogList(page).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`#/feedback/dialog/${UNREAD_DIALOG}$`));
    const thread = page.getByRole('list', { name: ru('dialog.messagesLabel') });
    await expect(thread.getByText('И сколько комплектов на бригаду?')).toBeVisible();
    await expect
      .poll(() => callsTo(stub, 'feedback/dialogs/mark-read', 'POST').map((call) => call.form))
      .toEqual([
        { uuid_message: '478141b6-524d-4b72-b008-6cb03a840186' },
        { uuid_message: '7cd14313-7fb0-4ebd-a703-147e54e1eb39' },
      ]);

    const reply = page.getByRole('textbox', { name: ru('dialog.replyLabel') });
    const send = page.getByRole('button', { name: ru('dialog.send') });
    await reply.fill('я'.repeat(1025));
    await expect(send).toBeDisabled();
    await expect(page.getByText(text('ru', 'validation', 'maxLength', { n: 1024 }))).toBeVisible();
    await reply.press('Enter');
    await reply.fill('я'.repeat(1024));
    await expect(send).toBeEnabled();
    await reply.fill('Размеры 10–19, по два комплекта');
    await send.click();

    await expect(page.getByText(ru('success.sent'))).toBeVisible();
    const sent = thread.getByRole('article').filter({ hasText: 'Размеры 10–19, по два комплекта' });
    await expect(sent.getByRole('time')).toBeVisible();
    await expect(sent).toContainText(ru('dialog.you'));
    expect(callsTo(stub, 'feedback/dialogs', 'POST').map((call) => call.form)).toEqual([
      { employee_id: '1001', text_message: 'Размеры 10–19, по два комплекта', uuid: UNREAD_DIALOG },
    ]);
    // The dialog was reloaded after the answer.
    expect(
      callsTo(stub, 'feedback/dialogs').filter((call) => call.query.uuid === UNREAD_DIALOG),
    ).toHaveLength(2);
  });

  test('a dialog of 2,000 messages opens at the newest one and draws only a screenful', async ({
    page,
    stub,
    openServer,
  }) => {
    const messages = Array.from({ length: 2_000 }, (_, index) => ({
      uuid: `m-${index + 1}`,
      text: `Сообщение ${index + 1}${index % 7 === 0 ? ' — с длинным текстом, который переносится на несколько строк. '.repeat(3) : ''}`,
      create_dt: '2026-11-21T09:30:00+03:00',
      author_user: 201,
      user_title: 'Громов Виктор Александрович',
      status: 'read',
    }));
    await openServer('/');
    await openFeedback(page);
    stub.override('GET', 'feedback/dialogs', { status: 200, body: { data: { messages } } });
    await page.evaluate(() => {
      window.location.hash = '#/feedback/dialog/big-dialog';
    });
    const thread = page.getByRole('list', { name: ru('dialog.messagesLabel') });
    await expect(thread.getByText('Сообщение 2000', { exact: true })).toBeInViewport();
    expect(await thread.getByRole('listitem').count()).toBeLessThan(60);
    await expect(thread.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '2000');

    await thread.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(thread.getByText(/^Сообщение 1 —/)).toBeInViewport();
    expect(await thread.getByRole('listitem').count()).toBeLessThan(60);
    await expect(page.getByRole('textbox', { name: ru('dialog.replyLabel') })).toBeEditable();
  });

  test('a dialog that fails to load shows its error and returns to the list', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await openFeedback(page);
    stub.override('GET', 'feedback/dialogs', { status: 500, body: { message: 'boom' } });
    await page.evaluate(() => {
      window.location.hash = `#/feedback/dialog/missing`;
    });
    await expect(page.getByText(ru('errors.dialog'))).toBeVisible();
    await expect(page).toHaveURL(/#\/feedback$/);
    await expect(page.getByText(ru('errors.dialogs')).first()).toBeVisible();
  });
});

test('mock mode: the dialogs, a new dialog and a reply work from the mock data set', async ({
  page,
  openMock,
}) => {
  await openMock('/');
  await openFeedback(page);
  await expect(dialogList(page).getByRole('listitem')).toHaveCount(4);
  await page.getByRole('link', { name: ru('list.newMessage') }).click();
  await page.getByRole('textbox', { name: ru('add.message') }).fill('Проверка из демо-режима');
  await page.getByRole('button', { name: ru('add.send') }).click();
  await expect(page.getByText(ru('success.sent'))).toBeVisible();
  await expect(dialogList(page).getByRole('listitem')).toHaveCount(5);

  await dialogList(page).getByRole('link').filter({ hasText: 'Проверка из демо-режима' }).click();
  const thread = page.getByRole('list', { name: ru('dialog.messagesLabel') });
  await expect(thread.getByText('Проверка из демо-режима')).toBeVisible();
  await page.getByRole('textbox', { name: ru('dialog.replyLabel') }).fill('И ещё одно');
  await page.getByRole('button', { name: ru('dialog.send') }).click();
  await expect(
    thread.getByRole('article').filter({ hasText: 'И ещё одно' }).getByRole('time'),
  ).toBeVisible();
});
