import type { Page } from '@playwright/test';

import { HEIGHTS_INSTRUCTION, REGULATION_TITLES } from '../../src/testing/fixtures/library';
import type { ApiStub } from '../server/api-stub';

import { callsTo, expect, holdFirstPost, loginByKeypad, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

/** The important material of employee 1005 (mocks/employees/auth.uuid=9f0178e2-….json). */
const IMPORTANT = 'fcdcef37-3a72-425c-99e8-98fa6aad00df';

/** Taps the signature area and draws a stroke across the canvas with the mouse. */
async function sign(page: Page) {
  await page.getByRole('button', { name: ru('stepper', 'signature.tapArea') }).click();
  const canvas = page.getByLabel(ru('stepper', 'signature.canvasLabel'));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The signature canvas is not on screen');
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 20 + step * 20, box.y + 20 + step * 6);
  }
  await page.mouse.up();
}

/** A title the project's data set does not hold. */
const TITLE = 'Регламент допуска к работам на высоте (редакция 7)';

/** The important material as a foreign server might send it: flags as strings and numbers. */
function offerImportantMaterial(stub: ApiStub) {
  stub.override('GET', 'library/items', {
    status: 200,
    body: {
      data: {
        uuid: IMPORTANT,
        title: TITLE,
        type: 'text_document',
        file_type: 'application/pdf',
        url: `${stub.url}/media/presentation.pdf`,
        viewType: 'presentation',
        unread: 'true',
        important: 1,
        signed: 0,
        metaFields: { use_signature: '1', extra: 'ignored' },
      },
    },
  });
}

test.describe('library', () => {
  test('an important material with a signature unblocks the guard and the signature file arrives', async ({
    page,
    stub,
    openServer,
  }) => {
    offerImportantMaterial(stub);
    await openServer('/cabinet?tabel_namber=1005');
    await expect(
      page.getByRole('heading', { level: 1, name: ru('library', 'important.warning') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    expect(callsTo(stub, 'library/items').at(-1)?.query).toEqual({
      employee_id: '1005',
      uuid: IMPORTANT,
    });

    // Signature opens once the presentation has loaded and its second has passed; no read mark.
    const signature = page.getByRole('button', { name: ru('library', 'actions.signature') });
    await expect(signature).toBeEnabled();
    await expect(page.getByText(ru('library', 'signature.needToSign'))).toBeVisible();
    expect(callsTo(stub, 'library/items', 'POST')).toHaveLength(0);
    await signature.click();

    const done = page.getByRole('button', { name: ru('library', 'actions.done') });
    await expect(done).toBeDisabled();
    await sign(page);
    await expect(done).toBeEnabled();
    await done.click();

    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
    // The employee goes on once the signed mark is stored; the send may still be on its way.
    await expect.poll(() => callsTo(stub, 'library/items', 'POST').length).toBe(1);
    const posts = callsTo(stub, 'library/items', 'POST');
    expect(posts[0]?.form).toEqual({
      uuid: IMPORTANT,
      employee_id: '1005',
      fileName: `signature_${IMPORTANT}.png`,
    });
    const file = posts[0]?.files?.file;
    expect(file?.fileName).toBe(`signature_${IMPORTANT}.png`);
    expect(file?.type).toBe('image/png');
    expect(file?.content.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  test('a reload while the signed important material is on its way does not ask for a second signature', async ({
    page,
    stub,
    openServer,
  }) => {
    offerImportantMaterial(stub);
    // The page reloads during the first attempt.
    const first = await holdFirstPost(page, '**/library/items');
    await openServer('/');
    await loginByKeypad(page, '1005', ru('auth', 'tabel.buttons.cabinet'));
    const signature = page.getByRole('button', { name: ru('library', 'actions.signature') });
    await expect(signature).toBeEnabled();
    await signature.click();
    await sign(page);
    await page.getByRole('button', { name: ru('library', 'actions.done') }).click();
    await expect.poll(first.held).toBe(1);

    await page.reload();
    first.release();
    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: ru('library', 'important.warning') }),
    ).toBeHidden();
    // The kept signature arrives after the reload, once (the ledger: what the stub accepted, once
    // it read the body, not a call as it comes).
    const signed = () =>
      [...stub.ledger().accepted.values()].filter((write) => write.path === 'library/items');
    await expect.poll(() => signed().length).toBeGreaterThan(0);
    const accepted = signed();
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.files?.file?.type).toBe('image/png');
  });

  test('regulations open from the cabinet; a document marks itself read and Done returns to the list', async ({
    page,
    stub,
    openServer,
  }) => {
    await openServer('/');
    await loginByKeypad(page, '1001', ru('auth', 'tabel.buttons.cabinet'));
    await page.getByRole('link', { name: new RegExp(ru('cabinet', 'cards.regulations')) }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: ru('library', 'sections.regulations') }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: ru('library', 'list.label') });
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(REGULATION_TITLES.length);
    await expect(rows.first()).toContainText(REGULATION_TITLES[0]);
    const row = list.getByRole('button', { name: HEIGHTS_INSTRUCTION.title });
    const box = await row.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);

    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: HEIGHTS_INSTRUCTION.title })).toBeVisible();
    const done = page.getByRole('button', { name: ru('library', 'actions.done') });
    await expect(done).toBeEnabled();
    expect(callsTo(stub, 'library/items', 'POST')[0]?.form).toEqual({
      uuid: HEIGHTS_INSTRUCTION.uuid,
      employee_id: '1001',
    });
    await done.click();
    await expect(
      page.getByRole('heading', { level: 1, name: ru('library', 'sections.regulations') }),
    ).toBeVisible();
  });

  test('a failing list shows its error text', async ({ page, stub, openServer }) => {
    stub.override('GET', 'library/items', { status: 500, body: { message: 'boom' } });
    await openServer('/cabinet?tabel_namber=1001');
    await page
      .getByRole('link', { name: new RegExp(ru('cabinet', 'cards.videoInstructions')) })
      .click();
    await expect(
      page.getByRole('main').getByText(ru('library', 'errors.videoInstructions')),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: ru('library', 'errors.videoInstructions') }),
    ).toBeVisible();
  });

  test('a library of a thousand materials stays a small page and scrolls by keyboard', async ({
    page,
    stub,
    openServer,
  }) => {
    const items = Array.from({ length: 1000 }, (_, index) => ({
      uuid: `bulk-${index + 1}`,
      title: `Материал ${index + 1}`,
      type: 'text_document',
      url: `${stub.url}/media/document.pdf`,
      unread: false,
    }));
    stub.override('GET', 'library/items', {
      status: 200,
      body: { data: { items, types: ['text_document'] } },
    });
    await openServer('/cabinet?tabel_namber=1001');
    await page.getByRole('link', { name: new RegExp(ru('cabinet', 'cards.regulations')) }).click();
    const list = page.getByRole('list', { name: ru('library', 'list.label') });
    await expect(list.getByRole('listitem').first()).toContainText('Материал 1');
    expect(await list.getByRole('listitem').count()).toBeLessThan(40);

    await list.getByRole('button', { name: /^Материал 1\b/ }).focus();
    await page.keyboard.press('End');
    await expect(list.getByRole('button', { name: /^Материал 1000\b/ })).toBeFocused();
    expect(await list.getByRole('listitem').count()).toBeLessThan(40);
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('button', { name: /^Материал 999\b/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/library\/material\/bulk-999$/);
  });
});
