// Every screen fits every hand (issue 13 item 3, issue 12 item 6): each screen of the tour, in each
// language, at 360 × 740, 800 × 1280 and 1280 × 800: no horizontal scroll, no clipped text, touch
// targets of 48 × 48 px at least 8 px apart, <html lang> = the chosen language, a visible keyboard
// focus; and axe-core (WCAG 2.0–2.2 A/AA, target-size included) once per screen and language.
// Screenshots (ru, en) are taken only when asked for (SCREENS_FIT_SHOTS=1, for a person to look
// through): they check nothing and cost a third of the run. They go to the test's output folder.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { runAxe } from './harness/axe';
import { inspectLayout } from './harness/layout-checks';
import { tourGroups } from './harness/screen-tour';
import {
  settle,
  textsFor,
  tourLanguages,
  type OpenApp,
  type TourLanguage,
} from './harness/tour-kit';

const viewports = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'landscape', width: 1280, height: 800 },
] as const;
/** axe runs once per screen and language, at the kiosk's own portrait size. */
const AXE_VIEWPORT = viewports[1];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SCREENSHOT_LANGUAGES: readonly TourLanguage[] =
  process.env.SCREENS_FIT_SHOTS === '1' ? ['ru', 'en'] : [];

/** Chooses the interface language on the start screen's picker (the choice is kept across loads). */
async function chooseLanguage(page: Page, open: OpenApp, language: TourLanguage) {
  await open('/');
  const t = textsFor(language);
  await page.getByRole('button', { name: textsFor('ru')('common', 'language.title') }).click();
  await page.locator(`.language-list__item:has(span[lang="${language}"])`).click();
  await page.getByRole('heading', { name: t('auth', 'tabel.title') }).waitFor();
}

/** The keyboard focus is visible: Tab to the first control and look for an outline or a ring. */
async function focusShows(page: Page): Promise<boolean> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return true;
    const style = getComputedStyle(focused);
    return (
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none'
    );
  });
}

// A trace of some 150 screen visits would cost more than the checks themselves.
test.use({ trace: 'off' });

/**
 * The layout report once the screen has reflowed to the new size: charts measure their box on a
 * resize observer, so a report with problems is taken again (for up to 2 s) before it counts.
 */
async function layoutAfterResize(page: Page) {
  const deadline = Date.now() + 2_000;
  for (;;) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const report = await page.evaluate(inspectLayout);
    if (report.problems.length === 0 || Date.now() > deadline) return report;
  }
}

test.describe('every screen fits every hand', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const language of tourLanguages) {
    test(`${language}: layout at three sizes and axe`, async ({ page, openMock }, testInfo) => {
      test.setTimeout(480_000);
      page.setDefaultTimeout(15_000);
      const t = textsFor(language);
      const found: string[] = [];
      let screens = 0;
      let layoutChecks = 0;
      let axeRuns = 0;
      await page.setViewportSize(AXE_VIEWPORT);
      await chooseLanguage(page, openMock, language);

      for (const group of tourGroups) {
        await group.start(page, openMock);
        for (const screen of group.screens) {
          const where = `${group.name} / ${screen.name}`;
          await page.setViewportSize(AXE_VIEWPORT);
          await screen.show(page, t);
          await settle(page);
          screens += 1;

          const axe = await runAxe(page, AXE_TAGS);
          axeRuns += 1;
          for (const violation of axe.violations) {
            const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
            const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '';
            found.push(`${where} [axe ${violation.id}] ${targets.join(', ')}: ${why}`);
          }

          for (const viewport of viewports) {
            await page.setViewportSize(viewport);
            const report = await layoutAfterResize(page);
            layoutChecks += 1;
            if (report.lang !== language) found.push(`${where}: <html lang="${report.lang}">`);
            for (const problem of report.problems)
              found.push(`${where} @${viewport.name}: ${problem}`);
            if (SCREENSHOT_LANGUAGES.includes(language)) {
              const file = `${group.name}-${screen.name}-${viewport.name}.jpeg`.replace(
                /[^\w.-]+/g,
                '-',
              );
              // JPEG: a few hundred full-page shots encode several times faster than PNG.
              await page.screenshot({
                path: testInfo.outputPath(language, file),
                fullPage: true,
                type: 'jpeg',
                quality: 70,
              });
            }
          }
          await page.setViewportSize(AXE_VIEWPORT);
          if (!(await focusShows(page))) found.push(`${where}: keyboard focus not visible`);
        }
      }

      console.log(
        `screens-fit [${language}]: ${screens} screens × ${viewports.length} viewports = ${layoutChecks} layout checks, ${axeRuns} axe runs (${AXE_TAGS.join(', ')}): ${found.length} violations`,
      );
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
