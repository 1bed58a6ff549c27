import type { Page } from '@playwright/test';

import type { ApiStub } from '../server/api-stub';

import { callsTo, expect, test, text } from './fixtures';

const ru = (namespace: string, key: string, params?: Record<string, string | number>) =>
  text('ru', namespace, key, params);

const PETROV = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
const NEEDS = `ipm/needs/${PETROV}`;

/** A list far taller than the screen. */
const items = Array.from({ length: 30 }, (_, index) => ({
  uuid: `ppe-${String(index + 1).padStart(2, '0')}`,
  object: { title: `Средство защиты № ${index + 1}` },
  stock: { title: 'Центральный склад СИЗ' },
  count: index + 1,
  use_time: 30,
  count_in_stock: 100,
}));

/** The uuids of the items at least half on screen now (what the tracker counts as seen). */
const onScreen = (page: Page) =>
  page.getByRole('listitem').evaluateAll((rows) =>
    rows
      .filter((row) => {
        const box = row.getBoundingClientRect();
        const shown = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
        return shown >= box.height / 2;
      })
      .map((row) => row.getAttribute('aria-labelledby')?.replace(/^ppe-/, '') ?? ''),
  );

/** Two frames: the intersection observer has delivered what this scroll position shows. */
const afterFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );

/** The items whose viewed call the server received, in order. */
const viewedCalls = (stub: ApiStub) =>
  stub
    .requests()
    .filter((request) => request.method === 'POST' && /^ipm\/needs\/.+\/apply$/.test(request.path))
    .map((request) => request.path.split('/')[2]);

/** Logs 1001 in through the address and opens the ppe card of the personal area. */
async function openFromCabinet(page: Page, openServer: (route: string) => Promise<void>) {
  await openServer('/cabinet?tabel_namber=1001');
  await page.getByRole('link', { name: new RegExp(`^${ru('cabinet', 'cards.ppe')}`) }).click();
}

test.describe('PPE (server mode)', () => {
  test('lists the items; viewed calls reach the server on leaving, only for items scrolled into view', async ({
    page,
    stub,
    openServer,
  }) => {
    stub.override('GET', NEEDS, { status: 200, body: { data: { ipms: items } } });
    await openFromCabinet(page, openServer);
    const first = page.getByRole('listitem', { name: 'Средство защиты № 1', exact: true });
    await expect(first).toBeVisible();
    await expect(first).toContainText(ru('ppe', 'item.quantity', { count: 1 }));
    await expect(first).toContainText(ru('ppe', 'item.useTime', { days: 30 }));
    await expect(first).toContainText(ru('ppe', 'item.stock', { count: 100 }));
    await expect(first).toContainText('Центральный склад СИЗ');
    expect(callsTo(stub, NEEDS)[0]?.query).toEqual({ mode: 'only_new' });

    await afterFrames(page);
    const top = await onScreen(page);
    const back = page.getByRole('link', { name: ru('common', 'actions.back') });
    await back.scrollIntoViewIfNeeded();
    await afterFrames(page);
    const bottom = await onScreen(page);
    const seen = [...new Set([...top, ...bottom])];
    expect(top).toContain('ppe-01');
    expect(bottom).toContain('ppe-30');
    expect(seen.length).toBeLessThan(items.length);
    expect(viewedCalls(stub)).toEqual([]);

    await back.click();
    await expect(page.getByRole('heading', { name: ru('cabinet', 'title') })).toBeVisible();
    await expect.poll(() => viewedCalls(stub).length).toBe(seen.length);
    expect(viewedCalls(stub).sort()).toEqual(seen.sort());
    expect(viewedCalls(stub)).not.toContain('ppe-15');
  });

  test("an empty list says 'No siz'; a failed load 'Error loading PPE'", async ({
    page,
    stub,
    openServer,
  }) => {
    stub.override('GET', NEEDS, { status: 200, body: { data: { ipms: [] } } });
    await openFromCabinet(page, openServer);
    await expect(page.getByText(ru('ppe', 'empty'))).toBeVisible();
    stub.override('GET', NEEDS, { status: 500, body: { message: 'down' } });
    await openFromCabinet(page, openServer);
    await expect(
      page.getByRole('alert').filter({ hasText: ru('ppe', 'errors.load') }),
    ).toBeVisible();
  });
});
