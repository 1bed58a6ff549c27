// The logged-in header on a 360 × 740 phone (issue 30): one compact row of logo, name, bell and a
// toggle, with the number, position, month bars and language behind the toggle, so the screen
// starts in the upper third in every language. Targets stay 48 × 48 px and axe finds nothing in
// the header, closed or open. Screenshots in ru and en go to the test's output folder.
import type { Locator, Page } from '@playwright/test';
import axe from 'axe-core';

import { expect, test, text } from './fixtures';
import { tourLanguages, type TourLanguage } from './harness/tour-kit';

const VIEWPORT = { width: 360, height: 740 };
/** The content starts in the upper third of the screen. */
const CONTENT_START_MAX = VIEWPORT.height / 3;
const MIN_TARGET = 48;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SCREENSHOT_LANGUAGES: readonly TourLanguage[] = ['ru', 'en'];
/** Employee 1001's first position in mocks/employees. */
const POSITION = 'Водитель погрузчика 4 разряда';

test.use({ viewport: VIEWPORT, hasTouch: true, isMobile: true, trace: 'off' });

type WithAxe = Window & { axe?: typeof axe };

/** axe-core over the header only (the screen under it is the screens-fit tour's). */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe === 'object'))) {
    await page.evaluate(axe.source);
  }
  const results = await page.evaluate(
    (values) =>
      (window as WithAxe).axe!.run('header.user-header', { runOnly: { type: 'tag', values } }),
    AXE_TAGS,
  );
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The header's shown controls smaller than 48 × 48 px, as "name w×h". */
async function smallTargets(header: Locator): Promise<string[]> {
  const boxes = await header
    .locator('a[href], button, [role="button"], input, select, textarea')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility())
        .map((element) => {
          const { width, height } = element.getBoundingClientRect();
          return { name: element.getAttribute('aria-label') ?? element.textContent, width, height };
        }),
    );
  expect(boxes.length).toBeGreaterThan(0);
  return boxes
    .filter(({ width, height }) => Math.min(width, height) + 0.5 < MIN_TARGET)
    .map(({ name, width, height }) => `${name} ${Math.round(width)}×${Math.round(height)}`);
}

test('the phone header is one row, the rest one tap away, in every language', async ({
  page,
  openMock,
}, testInfo) => {
  await openMock('/cabinet?tabel_namber=1001');
  const header = page.getByRole('banner');
  for (const language of tourLanguages) {
    const t = (namespace: string, key: string, params?: Record<string, string | number>) =>
      text(language, namespace, key, params);
    await expect(page.getByRole('heading', { name: t('cabinet', 'title') })).toBeVisible();
    const toggle = header.getByRole('button', { name: t('header', 'details.toggle') });
    const bell = header.getByRole('button', {
      name: t('header', 'notifications.bellCount', { count: 6 }),
    });
    const name = header.getByText('Петров Алексей Сергеевич');
    const number = header.getByText(t('header', 'user.number', { number: '1001' }));
    const rest = [
      number,
      header.getByText(POSITION),
      header.getByRole('progressbar', { name: t('header', 'bars.competence') }),
      header.getByRole('progressbar', { name: t('header', 'bars.risk') }),
      header.getByRole('button', { name: t('common', 'language.title'), exact: true }),
    ];

    // Closed: one row of name, bell and toggle; the screen starts in the upper third.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    for (const hidden of rest) await expect(hidden).toBeHidden();
    const headerBox = await header.boundingBox();
    const headerBottom = (headerBox?.y ?? Infinity) + (headerBox?.height ?? 0);
    testInfo.annotations.push({
      type: 'header bottom',
      description: `${language}: ${headerBottom} px`,
    });
    expect(headerBottom, `${language}: header bottom`).toBeLessThanOrEqual(CONTENT_START_MAX);
    const content = await page.getByRole('main').boundingBox();
    expect(content?.y, `${language}: content start`).toBeLessThanOrEqual(CONTENT_START_MAX);
    // The name and the bell overlap the toggle's height: one row.
    const row = await toggle.boundingBox();
    for (const item of [name, bell]) {
      const box = await item.boundingBox();
      expect(box && row && box.y < row.y + row.height && row.y < box.y + box.height).toBe(true);
    }
    expect(await smallTargets(header)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    if (SCREENSHOT_LANGUAGES.includes(language)) {
      await page.screenshot({ path: testInfo.outputPath(`phone-header-${language}.png`) });
    }

    // Open: everything else shows, at full size, and axe still finds nothing.
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const shown of rest) await expect(shown).toBeVisible();
    expect(await smallTargets(header)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    if (SCREENSHOT_LANGUAGES.includes(language)) {
      await page.screenshot({ path: testInfo.outputPath(`phone-header-${language}-open.png`) });
    }

    // It closes on Escape and on a tap outside the header, and reopens with the toggle.
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.tap();
    await page.getByRole('heading', { name: t('cabinet', 'title') }).tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(number).toBeHidden();

    // The next language is chosen from the open header; the choice closes it.
    const next = tourLanguages[tourLanguages.indexOf(language) + 1];
    if (!next) break;
    await toggle.tap();
    await header.getByRole('button', { name: t('common', 'language.title'), exact: true }).tap();
    await page.locator(`.language-list__item:has(span[lang="${next}"])`).tap();
    await expect(
      header.getByRole('button', { name: text(next, 'header', 'details.toggle') }),
    ).toHaveAttribute('aria-expanded', 'false');
  }
});
