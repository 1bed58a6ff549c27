import type { Page } from '@playwright/test';

import { expect, text } from '../fixtures';

/** Draws a stroke on the signature step's pad (opened by tapping its area). */
export async function sign(page: Page) {
  await page.getByRole('button', { name: text('ru', 'stepper', 'signature.tapArea') }).click();
  const box = await page.getByLabel(text('ru', 'stepper', 'signature.canvasLabel')).boundingBox();
  if (!box) throw new Error('no signature canvas');
  await page.mouse.move(box.x + 30, box.y + 30);
  await page.mouse.down();
  await page.mouse.move(box.x + 150, box.y + 80, { steps: 8 });
  await page.mouse.up();
}

/** Writes still waiting in the kiosk's outbox (IndexedDB), or in its dead letters. */
export const countInOutbox = (page: Page, store: 'items' | 'dead' = 'items') =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('safety-terminal-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
    store,
  );

/** Moves the page's clock on, five minutes at a time, until its outbox has sent everything. */
export async function drainOutbox(page: Page, timeout = 60_000) {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward('05:00');
        return countInOutbox(page);
      },
      { timeout, intervals: [500] },
    )
    .toBe(0);
}
