import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { callsTo, expect, loginByKeypad, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);
const settings = JSON.parse(readFileSync('mocks/settings.json', 'utf8')) as {
  data: { screensaver_uuid: string; show_the_screensaver_later: number };
};
const saver = JSON.parse(
  readFileSync(`mocks/screensavers/${settings.data.screensaver_uuid}.json`, 'utf8'),
) as { data: { params: { text_header: string } } };
const idle = settings.data.show_the_screensaver_later * 1000;

/**
 * Logs 1001 in, then stops the page's clock (it otherwise flows with real time as well, which a
 * busy machine stretches): from here only runFor moves it, so the spec's seconds are exact.
 */
async function loginAndPause(page: Page) {
  await loginByKeypad(page, '1001', ru('auth', 'tabel.buttons.cabinet'));
  await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
  // A key press is input: the idle countdown starts now, at a known moment of the stopped clock.
  await page.keyboard.press('Shift');
}

test.describe('the idle screensaver (server mode, browser clock)', () => {
  test('asks at 5 s left, then logs the employee out and shows the server’s screensaver; a tap unlocks', async ({
    page,
    stub,
    openServer,
  }) => {
    await page.clock.install();
    await openServer('/');
    await loginAndPause(page);

    await page.clock.runFor(idle - 5_100);
    await expect(
      page.getByRole('dialog', { name: ru('screensaver', 'idle.question') }),
    ).toHaveCount(0);
    await page.clock.runFor(200);
    const question = page.getByRole('dialog', { name: ru('screensaver', 'idle.question') });
    await expect(question).toBeVisible();
    await expect(
      question.getByRole('button', { name: ru('screensaver', 'idle.yes') }),
    ).toBeVisible();

    await page.clock.runFor(5_000);
    const overlay = page.getByRole('dialog', { name: ru('screensaver', 'label') });
    await expect(overlay).toContainText(ru('screensaver', 'unlock'));
    await expect(overlay).toContainText(saver.data.params.text_header);
    expect(callsTo(stub, `screensavers/${settings.data.screensaver_uuid}`)).toHaveLength(1);

    await overlay.click();
    await expect(overlay).toHaveCount(0);
    await expect(page.getByRole('heading', { name: ru('auth', 'tabel.title') })).toBeVisible();
  });

  test('Yes keeps the employee in the personal area', async ({ page, openServer }) => {
    await page.clock.install();
    await openServer('/');
    await loginAndPause(page);
    await page.clock.runFor(idle - 4_000);
    await page
      .getByRole('dialog', { name: ru('screensaver', 'idle.question') })
      .getByRole('button', { name: ru('screensaver', 'idle.yes') })
      .click();
    await page.clock.runFor(idle - 10_000);
    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
