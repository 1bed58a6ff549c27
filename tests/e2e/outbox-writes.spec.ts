// Issue 11 item 1: the writes besides flow results also go through the outbox. Each one that meets
// a broken server shows the spec's error text, is kept, and arrives exactly once after the server
// heals, even across a logout.
import type { Page } from '@playwright/test';

import type { ApiStub } from '../server/api-stub';
import { callsTo, expect, loginByKeypad, test, text } from './fixtures';
import { countInOutbox, drainOutbox } from './harness/outbox-page';

const SIDOROV_1002 = '5ce560e9-d930-4660-86e4-cb86cc9432d0';
const UNREAD_DIALOG = '4d1ebff8-72a0-498f-bc66-86e3fc864952';

const login = (page: Page, number: string) =>
  loginByKeypad(page, number, text('ru', 'auth', 'tabel.buttons.cabinet'));
const cabinetHeading = (page: Page) =>
  page.getByRole('heading', { name: text('ru', 'app', 'screens.cabinet') });

/** The write was tried again after its failure, and the server accepted it once. */
function expectOnce(stub: ApiStub, path: string) {
  const attempts = callsTo(stub, path, 'POST');
  expect(attempts.length).toBeGreaterThanOrEqual(2);
  const accepted = [...stub.ledger().accepted.values()].filter((write) => write.path === path);
  expect(accepted).toHaveLength(1);
  return accepted[0];
}

test('the risk review that meets a 503 is kept, then arrives once after a logout', async ({
  page,
  stub,
  openServer,
}) => {
  await page.clock.install();
  stub.override('POST', 'risks/setViewRisks', { status: 503, body: { message: 'maintenance' } });
  await openServer('/');
  await login(page, '1002');
  await expect(page.getByRole('heading', { name: text('ru', 'risks', 'title') })).toBeVisible();
  await page.clock.runFor(3_000);
  await page
    .getByRole('button', { name: new RegExp(`^${text('ru', 'risks', 'actions.read')}`) })
    .click();
  await expect(page.getByText(text('ru', 'risks', 'errors.setViewed'))).toBeVisible();
  await expect(cabinetHeading(page)).toBeVisible();
  // A background retry's 503 does not put the kiosk on the maintenance page.
  await expect(
    page.getByRole('heading', { name: text('ru', 'errors', 'maintenance.title') }),
  ).toBeHidden();

  await page.getByRole('button', { name: text('ru', 'cabinet', 'exit') }).click();
  expect(await countInOutbox(page)).toBe(1);
  stub.heal('POST', 'risks/setViewRisks');
  await drainOutbox(page);
  const accepted = expectOnce(stub, 'risks/setViewRisks');
  expect(accepted?.json).toEqual({ uuid: SIDOROV_1002 });
  expect(accepted?.headers.authorization).toMatch(/^Bearer /);
});

test('a feedback reply lost to a dropped connection is kept, then arrives once', async ({
  page,
  stub,
  openServer,
}) => {
  await page.clock.install();
  await openServer('/');
  await login(page, '1001');
  await expect(cabinetHeading(page)).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(`^${text('ru', 'cabinet', 'cards.feedback')}`) })
    .click();
  await page
    .getByRole('list', { name: text('ru', 'feedback', 'list.title') })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/feedback/dialog/${UNREAD_DIALOG}$`));
  const reply = page.getByRole('textbox', { name: text('ru', 'feedback', 'dialog.replyLabel') });
  await expect(reply).toBeEditable();
  stub.override('POST', 'feedback/dialogs', { networkDrop: true });
  await reply.fill('Нужны перчатки размера 10');
  await page.getByRole('button', { name: text('ru', 'feedback', 'dialog.send') }).click();
  await expect(page.getByText(text('ru', 'feedback', 'errors.send'))).toBeVisible();

  stub.heal('POST', 'feedback/dialogs');
  await drainOutbox(page);
  const accepted = expectOnce(stub, 'feedback/dialogs');
  expect(accepted?.form).toMatchObject({
    text_message: 'Нужны перчатки размера 10',
    uuid: UNREAD_DIALOG,
  });
});
