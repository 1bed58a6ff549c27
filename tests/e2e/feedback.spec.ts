import type { Page } from '@playwright/test';

import { PETROV } from '../../src/testing/fixtures/employees';
import {
  FIRST_THEME,
  newDialogForm,
  OWN_DIVISION,
  PETROV_DIALOG_COUNT,
  replyForm,
  UNREAD_DIALOG,
} from '../../src/testing/fixtures/feedback';

import { callsTo, expect, loginByKeypad, test, text } from './fixtures';

const ru = (key: string, params?: Record<string, string | number>) =>
  text('ru', 'feedback', key, params);

/** Logs Petrov in and opens Feedback from the personal area. */
async function openFeedback(page: Page) {
  await loginByKeypad(page, PETROV.number, text('ru', 'auth', 'tabel.buttons.cabinet'));
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
    await expect(dialogList(page).getByRole('listitem')).toHaveCount(PETROV_DIALOG_COUNT);
    const rows = dialogList(page).getByRole('link');
    await expect(rows.first()).toContainText(ru('status.unread'));
    // Each row is a real touch target.
    expect((await rows.first().boundingBox())?.height).toBeGreaterThanOrEqual(48);

    await page.getByRole('link', { name: ru('list.newMessage') }).click();
    const send = page.getByRole('button', { name: ru('add.send') });
    await expect(page.getByRole('combobox', { name: ru('add.subject') })).toHaveValue(FIRST_THEME);
    await expect(
      page.getByText(ru('add.recipientValue', { name: OWN_DIVISION.title })),
    ).toBeVisible();
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: ru('add.message') }).fill('Не горит свет в проходе 5');
    await send.click();

    await expect(page.getByText(ru('success.sent'))).toBeVisible();
    await expect(page).toHaveURL(/#\/feedback$/);
    const posted = callsTo(stub, 'feedback/dialogs', 'POST');
    expect(posted.map((call) => call.form)).toEqual([newDialogForm('Не горит свет в проходе 5')]);
    expect(posted[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    // The list is loaded again and shows the new dialog.
    await expect(dialogList(page).getByRole('listitem')).toHaveCount(PETROV_DIALOG_COUNT + 1);
  });

  test('a reply arrives with employee_id, text_message and uuid; incoming messages are marked read; over 1024 characters cannot be sent', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await openFeedback(page);
    await dialogList(page).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`#/feedback/dialog/${UNREAD_DIALOG.uuid}$`));
    const thread = page.getByRole('list', { name: ru('dialog.messagesLabel') });
    await expect(thread.getByText(UNREAD_DIALOG.message)).toBeVisible();
    await expect
      .poll(() => callsTo(stub, 'feedback/dialogs/mark-read', 'POST').map((call) => call.form))
      .toEqual(UNREAD_DIALOG.unread.map((uuid) => ({ uuid_message: uuid })));

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
      replyForm('Размеры 10–19, по два комплекта'),
    ]);
    // The dialog was reloaded after the answer.
    expect(
      callsTo(stub, 'feedback/dialogs').filter((call) => call.query.uuid === UNREAD_DIALOG.uuid),
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
  await expect(dialogList(page).getByRole('listitem')).toHaveCount(PETROV_DIALOG_COUNT);
  await page.getByRole('link', { name: ru('list.newMessage') }).click();
  await page.getByRole('textbox', { name: ru('add.message') }).fill('Проверка из демо-режима');
  await page.getByRole('button', { name: ru('add.send') }).click();
  await expect(page.getByText(ru('success.sent'))).toBeVisible();
  await expect(dialogList(page).getByRole('listitem')).toHaveCount(PETROV_DIALOG_COUNT + 1);

  await dialogList(page).getByRole('link').filter({ hasText: 'Проверка из демо-режима' }).click();
  const thread = page.getByRole('list', { name: ru('dialog.messagesLabel') });
  await expect(thread.getByText('Проверка из демо-режима')).toBeVisible();
  await page.getByRole('textbox', { name: ru('dialog.replyLabel') }).fill('И ещё одно');
  await page.getByRole('button', { name: ru('dialog.send') }).click();
  await expect(
    thread.getByRole('article').filter({ hasText: 'И ещё одно' }).getByRole('time'),
  ).toBeVisible();
});
