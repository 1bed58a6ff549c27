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

/**
 * Writes still waiting in the kiosk's outbox, or in its dead letters: in IndexedDB and in the
 * localStorage fallback it uses while IndexedDB will not open.
 */
export const countInOutbox = (page: Page, store: 'items' | 'dead' = 'items') =>
  page.evaluate(async (name) => {
    const fallback = JSON.parse(
      localStorage.getItem('safety-terminal-outbox-fallback') ?? '{"items":[],"dead":[]}',
    ) as Record<'items' | 'dead', unknown[]>;
    // Opening a database that does not exist would create it empty, under the kiosk's feet.
    const exists = (await indexedDB.databases()).some(
      (database) => database.name === 'safety-terminal-outbox',
    );
    const stored = await new Promise<number>((resolve) => {
      if (!exists) return resolve(0);
      let open: IDBOpenDBRequest;
      try {
        open = indexedDB.open('safety-terminal-outbox');
      } catch {
        return resolve(0); // the test keeps IndexedDB from opening on this terminal
      }
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        if (!open.result.objectStoreNames.contains(name)) {
          open.result.close();
          resolve(0);
          return;
        }
        const count = open.result.transaction(name).objectStore(name).count();
        count.onsuccess = () => {
          open.result.close();
          resolve(count.result);
        };
      };
    });
    return stored + fallback[name].length;
  }, store);

/** What waits in the outbox (IndexedDB and its fallback): each item's path, attempts and last error. */
export const waitingInOutbox = (page: Page) =>
  page.evaluate(async () => {
    type Item = {
      id: string;
      employee: string;
      attempts: number;
      lastError?: string;
      request: { path: string };
    };
    const fallback = JSON.parse(
      localStorage.getItem('safety-terminal-outbox-fallback') ?? '{"items":[]}',
    ) as { items: Item[] };
    const stored = await new Promise<Item[]>((resolve) => {
      try {
        const open = indexedDB.open('safety-terminal-outbox');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('items')) return resolve([]);
          const all = open.result.transaction('items').objectStore('items').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result as Item[]);
          };
        };
      } catch {
        resolve([]);
      }
    });
    return [...stored, ...fallback.items].map(
      (item) =>
        `${item.request.path} of ${item.employee}: ${item.attempts} attempts, ${item.lastError ?? 'not tried'}`,
    );
  });

/** Moves the page's clock on, five minutes at a time, until its outbox has sent everything. */
export async function drainOutbox(page: Page, timeout = 60_000) {
  try {
    await expect
      .poll(
        async () => {
          await page.clock.fastForward('05:00');
          return countInOutbox(page);
        },
        { timeout, intervals: [500] },
      )
      .toBe(0);
  } catch (error) {
    const waiting = await waitingInOutbox(page).catch(() => ['(the outbox could not be read)']);
    throw new Error(`the outbox did not empty; it holds:\n${waiting.join('\n')}`, { cause: error });
  }
}
