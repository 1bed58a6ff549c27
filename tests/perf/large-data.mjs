// Large data (issue 12 item 4): a flow of 150 steps, a library of 1,000 materials, 500 notices and
// a dialog of 2,000 messages, built from the mock data and answered by the API stub. Each screen is
// rendered and scrolled to its end at 4× CPU slowdown; the figure is its longest task (ms).
import { readFileSync } from 'node:fs';

const EMPLOYEE = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
const FLOW = 'ab52784b-b3ab-467d-bdf5-682f28378308';
const DIALOG = '4d1ebff8-72a0-498f-bc66-86e3fc864952';
const mock = (path) => JSON.parse(readFileSync(`mocks/${path}.json`, 'utf8'));
const many = (list, count, make) =>
  Array.from({ length: count }, (_, i) => make(structuredClone(list[i % list.length]), i));
const uuid = (i, prefix) => `${prefix}-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** The four data sets: stub overrides and the route that shows each. */
export function largeDataCases() {
  const library = mock('library/items');
  const notices = mock(`notifications/byEmployee/${EMPLOYEE}`);
  const dialog = mock(`feedback/dialogs.uuid=${DIALOG}`);
  const flow = mock(`flows/${FLOW}`);
  const questions = flow.data[0].steps.filter((step) => step.name === 'question');
  return [
    {
      name: 'Flow of 150 steps',
      route: '/preshift',
      override: [`flows/${FLOW}`],
      body: {
        data: [
          {
            ...flow.data[0],
            steps: many(questions, 150, (step, i) => ({ ...step, uuid: uuid(i, 'f1a0f1a0') })),
          },
        ],
      },
      flow: true,
    },
    {
      name: 'Library of 1,000 materials',
      route: '/library/text_document',
      override: ['library/items'],
      body: {
        data: {
          ...library.data,
          items: many(library.data.items, 1000, (item, i) => ({
            ...item,
            uuid: uuid(i, 'b0b0b0b0'),
            title: `${item.title} ${i + 1}`,
          })),
        },
      },
    },
    {
      name: '500 notices',
      route: '/notice-list',
      override: [`notifications/byEmployee/${EMPLOYEE}`],
      body: {
        data: {
          notifications: many(notices.data.notifications, 500, (notice, i) => ({
            ...notice,
            uuid: uuid(i, 'a0a0a0a0'),
            title: `${notice.title} ${i + 1}`,
            blocked: false,
          })),
        },
      },
    },
    {
      name: 'Dialog of 2,000 messages',
      route: `/feedback/dialog/${DIALOG}`,
      override: ['feedback/dialogs', (request) => request.query?.uuid === DIALOG],
      body: {
        data: {
          messages: many(dialog.data.messages, 2000, (message, i) => ({
            ...message,
            uuid: uuid(i, 'd0d0d0d0'),
            text: `${message.text} ${i + 1}`,
          })),
        },
      },
    },
  ];
}

/** Scrolls every scrollable element of the page to its end, one wheel turn per frame. */
async function scrollToEnd(page) {
  for (let turn = 0; turn < 400; turn += 1) {
    const moved = await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
      let any = false;
      for (const element of document.querySelectorAll('*')) {
        const style = getComputedStyle(element);
        if (
          !/(auto|scroll)/.test(style.overflowY) ||
          element.scrollHeight <= element.clientHeight + 1
        )
          continue;
        const before = element.scrollTop;
        element.scrollTop += element.clientHeight;
        any ||= element.scrollTop !== before;
      }
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      any ||= window.scrollY !== before;
      await frame();
      await frame();
      return any;
    });
    if (!moved) return turn;
  }
  return 400;
}

/** Renders and scrolls one case at 4× CPU; returns its longest task in ms (0 when none over 50). */
export async function longestTask(browser, url, stub, item, { chooseAll, cabinetTitle }) {
  stub.reset();
  const [path, when] = item.override;
  stub.override('GET', path, { status: 200, body: item.body }, when);
  const context = await browser.newContext({
    locale: 'ru-RU',
    viewport: { width: 1280, height: 900 },
  });
  // A run that throws (a screen that never shows its rows) still closes its context, so the runs
  // after it start clean; the bench counts the run as failed (scripts/bench-rows.mjs, runsRow).
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      Object.assign(window, { __tasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${url}#/cabinet?tabel_namber=1001`);
    await page.getByRole('heading', { name: cabinetTitle }).waitFor({ timeout: 60_000 });
    // Playwright's page script behind waitForFunction is set up before the slowdown: its first run
    // (40-60 ms at 4× CPU) is the measurement's task, not the app's.
    await page.waitForFunction(() => true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => window.__tasks.splice(0));
    await page.evaluate((route) => {
      // The rows counted below are the new screen's, not the personal area's (it has list rows too).
      window.__left = document.querySelector('main');
      location.hash = route;
    }, item.route);
    // The run's step header: above 10 steps it shows its progress as text, and the personal area's
    // header has progress bars of its own (a progress bar was found before the flow had even loaded).
    const stepHeader = page.locator('main.stepper .step-header');
    if (item.flow) {
      // With one education the flow may start at once, without the choice.
      const all = page.getByRole('button', { name: chooseAll, exact: true });
      await all.or(stepHeader).first().waitFor({ timeout: 60_000 });
      if (await all.isVisible()) await all.click();
    }
    // Rendered: the flow's first step under its header, or at least three rows of the list.
    if (item.flow) await stepHeader.waitFor({ timeout: 60_000 });
    else
      await page.waitForFunction(
        () => {
          const main = document.querySelector('main');
          return (
            main !== null &&
            main !== window.__left &&
            main.querySelectorAll(':is(li, [role="listitem"], article)').length >= 3
          );
        },
        undefined,
        { timeout: 60_000 },
      );
    const turns = await scrollToEnd(page);
    const tasks = await page.evaluate(() => window.__tasks);
    return { longest: Math.max(0, ...tasks), count: tasks.length, turns };
  } finally {
    await context.close();
  }
}
