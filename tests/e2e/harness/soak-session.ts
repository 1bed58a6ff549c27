// One whole session of the memory soak (tests/e2e/soak.spec.ts): log in, the pre-shift flow on the
// simulated desktop shell (breathalyzer, front camera, video, presentation, document, questions,
// signature), the cabinet, the library, log out. Every viewer is shown for real (the video plays,
// the camera's preview runs, the PDF pages are drawn) and left as soon as it has, without waiting
// for what the spec does not require of a session (a video's end, a document's 30 s).
import type { Locator, Page } from '@playwright/test';

import { expect, loginByKeypad, text } from '../fixtures';

const ru = (namespace: string, key: string) => text('ru', namespace, key);
/** The polls of a step change: short, a session taps through about twenty steps. */
const intervals = [20, 50, 100];

type Simulated = Window & {
  kioskSimulator: {
    breathalyzer: { ready: () => void; analyse: () => void; finish: (line: string) => void };
  };
};

/** The configuration the soak opens the kiosk with: developer mode (Skip) on the desktop shell. */
export const soakConfig = { devMode: true, desktop: 'simulated' };

/** The start screen's keypad is there: the kiosk is ready for the next employee. */
export const startScreen = (page: Page) => page.getByRole('button', { name: '1', exact: true });

const playing = (video: Locator) =>
  expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { intervals })
    .toBeGreaterThan(0);

/** A page of a PDF is drawn: the middle of its canvas is no longer transparent. */
const drawn = (canvas: Locator) =>
  expect
    .poll(
      () =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const { width, height } = element;
          if (!width || !height) return 0;
          return element.getContext('2d')?.getImageData(width >> 1, height >> 1, 1, 1).data[3] ?? 0;
        }),
      { intervals },
    )
    .toBeGreaterThan(0);

const texts = {
  cabinet: ru('app', 'screens.cabinet'),
  breathalyzer: ru('stepper', 'breathalyzer.preparing'),
  // A material step says what it waits for until it is watched.
  video: ru('stepper', 'material.watchToEnd'),
  presentation: ru('stepper', 'material.pagesToEnd'),
  document: ru('stepper', 'material.readToEnd'),
  signature: ru('stepper', 'signature.tapArea'),
};
const cameraLabel = ru('stepper', 'camera.previewLabel');
/**
 * A material's own statuses: they come and go as its file loads and is read, within one step (the
 * loading status giving way to 'read to the end' once a document loads is no new step).
 */
const materialStatuses = [ru('stepper', 'material.loading'), texts.document, texts.presentation];
type Kind = keyof typeof texts | 'camera' | 'other';

/**
 * What is on screen, in one look (a round trip per question adds up over twenty steps): the kind
 * of step, or the cabinet the flow ends on, and a fingerprint that changes with the step (and not
 * with a countdown: a tap's change awaited by a ticking timer let a loaded machine look at the old
 * step again and wait for a page of a document that was already gone).
 */
const look = (page: Page) =>
  page.evaluate(
    ({ texts, cameraLabel, materialStatuses }) => {
      const main = document.querySelector('main');
      // The step's texts without its countdowns: a timer ticking is no new step, nor is a status's
      // number counting down (the camera's 'photo in 3 s'), nor a material's own status changing
      // as its file loads (the bench's soak once took that for the next step and waited for a
      // document already gone).
      let state = location.href;
      if (main) {
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (parent?.closest('[role="timer"]')) continue;
          const text = node.textContent ?? '';
          const status = parent?.closest('[role="status"]');
          if (status && materialStatuses.includes(status.textContent ?? '')) continue;
          state += status ? text.replace(/\d/g, '') : text;
        }
      }
      const shown = new Set(
        Array.from(document.querySelectorAll('h1, h2, main p, main button')).map(
          (item) => item.textContent,
        ),
      );
      const kind = Object.entries(texts).find(([, text]) => shown.has(text))?.[0] as
        Kind | undefined;
      if (kind) return { kind, state };
      if (main?.querySelector(`[aria-label="${cameraLabel}"]`))
        return { kind: 'camera' as Kind, state };
      return { kind: 'other' as Kind, state };
    },
    { texts, cameraLabel, materialStatuses },
  );

/** Waits until the step on screen has shown what it shows, doing what the employee would. */
async function showStep(page: Page, kind: Kind) {
  const main = page.getByRole('main');
  if (kind === 'camera') await playing(main.getByLabel(cameraLabel));
  else if (kind === 'video') await playing(main.getByLabel(ru('stepper', 'material.videoLabel')));
  else if (kind === 'presentation' || kind === 'document')
    await drawn(main.locator('canvas').first());
  else if (kind === 'signature') await sign(page);
}

/** Opens the signature pad and signs: a stroke with the mouse. */
async function sign(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: ru('stepper', 'signature.tapArea') }).click();
  const box = await main.getByLabel(ru('stepper', 'signature.canvasLabel')).boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.3, { steps: 4 });
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.6, { steps: 4 });
  await page.mouse.up();
  await expect(main.getByRole('button', { name: ru('stepper', 'signature.clear') })).toBeVisible();
}

/** The breathalyzer of the simulated shell: ready, a breath, a sober reading. */
async function breathe(page: Page) {
  const step = (name: 'ready' | 'analyse') =>
    page.evaluate(
      (call) => (window as unknown as Simulated).kioskSimulator.breathalyzer[call](),
      name,
    );
  await step('ready');
  await expect(page.getByText(ru('stepper', 'breathalyzer.blow'))).toBeVisible();
  await step('analyse');
  await expect(page.getByText(ru('stepper', 'breathalyzer.analysis'))).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as Simulated).kioskSimulator.breathalyzer.finish('Drager,0.00-low'),
  );
}

/** The pre-shift flow from its first screen to the cabinet it ends on. */
async function preshiftFlow(page: Page, cabinet: Locator) {
  const tap = ['chooseFlow.all', 'actions.skip', 'actions.next', 'actions.done']
    .map((key) => page.getByRole('button', { name: ru('stepper', key), exact: true }))
    .reduce((a, b) => a.or(b));
  const breathalyzer = page.getByText(texts.breathalyzer);
  for (;;) {
    await tap.or(breathalyzer).or(cabinet).first().waitFor();
    const { kind, state } = await look(page);
    if (kind === 'cabinet') return;
    if (kind === 'breathalyzer') await breathe(page);
    else {
      await showStep(page, kind);
      await tap.first().click();
    }
    // The step changes, or the flow ends (the address changes).
    await expect.poll(async () => (await look(page)).state, { intervals }).not.toBe(state);
  }
}

/**
 * Log in (Petrov, 1001, unless another personnel number is given), a pre-shift flow, the cabinet,
 * the library, log out: back on the start screen.
 */
export async function soakSession(page: Page, number = '1001') {
  const cabinet = page.getByRole('heading', { name: ru('app', 'screens.cabinet') });
  await loginByKeypad(page, number, ru('auth', 'tabel.buttons.preshift'));
  await preshiftFlow(page, cabinet);
  await page.getByRole('link', { name: new RegExp(ru('cabinet', 'cards.regulations')) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: ru('library', 'sections.regulations') }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: ru('library', 'list.label') });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.goBack();
  await expect(cabinet).toBeVisible();
  await page.getByRole('button', { name: ru('cabinet', 'exit'), exact: true }).click();
  await expect(startScreen(page)).toBeVisible();
  await closeToasts(page);
}

/** Taps away the notifications still showing ('Results sent'), as the next employee would. */
async function closeToasts(page: Page) {
  const close = page
    .getByRole('region', { name: ru('common', 'toast.region') })
    .getByRole('button', { name: ru('common', 'toast.close') });
  for (let left = await close.count(); left > 0; left = await close.count()) {
    // A toast may close by itself (after 4 s) between the count and the tap.
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
}
