// The tour's building blocks: languages and texts, screens and groups, and how a screen is reached
// and known to be ready (used by screen-tour.ts).
import type { Locator, Page } from '@playwright/test';

import { text } from '../fixtures';

export const tourLanguages = ['ru', 'en', 'kk', 'ky'] as const;
export type TourLanguage = (typeof tourLanguages)[number];

/** A text of the dictionaries in the language of the pass. */
export type Texts = (namespace: string, key: string) => string;
export const textsFor =
  (language: TourLanguage): Texts =>
  (namespace, key) =>
    text(language, namespace, key);

/** Opens the app in mock mode at a hash route (a fresh document) with extra config.json keys. */
export type OpenApp = (route: string, config?: Record<string, unknown>) => Promise<void>;

export interface TourScreen {
  name: string;
  /** Brings the screen up on the group's page and resolves once it shows. */
  show: (page: Page, t: Texts) => Promise<void>;
}

export interface TourGroup {
  name: string;
  /** Loads a fresh document with the session and configuration the group's screens need. */
  start: (page: Page, open: OpenApp) => Promise<void>;
  screens: TourScreen[];
}

/** Waits until the screen has loaded: nothing busy, no spinner, fonts ready, fades finished. */
export async function settle(page: Page) {
  await page.waitForFunction(
    () => {
      // A modal over a loading screen (a choice to make first) is the screen.
      const loaded =
        !!document.querySelector('[role="dialog"]') ||
        !document.querySelector('[aria-busy="true"], .spinner');
      // Fades and slides of the page have ended (endless spinners and the timer rings' ticks go on).
      const still = document.getAnimations().every((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        return (
          animation.playState !== 'running' ||
          !(target instanceof HTMLElement) ||
          animation.effect?.getTiming().iterations === Infinity
        );
      });
      return loaded && still && document.fonts.status === 'loaded';
    },
    undefined,
    { timeout: 15_000 },
  );
}

export const heading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { name, exact: true }).first();

/** What shows once a screen is up: its heading's text, or a locator of its own. */
export type Ready = [namespace: string, key: string] | ((page: Page, t: Texts) => Locator);
export const readyLocator = (page: Page, t: Texts, ready: Ready) =>
  typeof ready === 'function' ? ready(page, t) : heading(page, t(...ready));

/** A screen reached by changing the hash, ready when its heading (or locator) shows. */
export const route = (name: string, hash: string, ready: Ready): TourScreen => ({
  name,
  show: async (page, t) => {
    await page.evaluate((target) => {
      window.location.hash = target;
    }, hash);
    await readyLocator(page, t, ready).waitFor();
  },
});

/** The screen a fresh document shows first (the group's own start). */
export const landing = (name: string, ready: Ready): TourScreen => ({
  name,
  show: (page, t) => readyLocator(page, t, ready).waitFor(),
});

export const login = (number: string, config: Record<string, unknown> = {}) =>
  async function start(_page: Page, open: OpenApp) {
    await open(`/cabinet?tabel_namber=${number}`, config);
  };

/** A group of one screen: a fresh load (with a mock scenario or config) and what shows first. */
export const alone = (name: string, config: Record<string, unknown>, ready: Ready): TourGroup => ({
  name,
  start: (_page, open) => open('/', config),
  screens: [landing(name, ready)],
});

/** A group of one screen: a start screen link that opens another way to log in. */
export const startLink = (name: string, link: string, title: [string, string]): TourGroup => ({
  name,
  start: (_page, open) => open('/'),
  screens: [
    {
      name,
      show: async (page, t) => {
        await page.getByRole('button', { name: t('auth', link), exact: true }).click();
        await heading(page, t(...title)).waitFor();
      },
    },
  ],
});
