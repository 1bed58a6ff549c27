/** Screensaver constants (spec 2 §9). */

/** Idle time before the screensaver, unless settings show_the_screensaver_later gives another. */
export const SCREENSAVER_IDLE_S = 300;
/** 'Are you still here?' shows this many seconds before the idle time ends. */
export const STILL_HERE_BEFORE_S = 5;
/** What counts as the employee being there: any touch, click or key. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'touchstart',
  'mousedown',
  'keydown',
  'wheel',
] as const;
const DAY_MS = 86_400_000;

/** Whole days from a date to now (never negative); null without a readable date. */
export function wholeDaysSince(date: Date | null, now: number): number | null {
  if (!date) return null;
  return Math.max(0, Math.floor((now - date.getTime()) / DAY_MS));
}

/** The idle time in seconds: show_the_screensaver_later when it is a usable positive number, else 300. */
export function idleSeconds(showLater: number | null | undefined): number {
  return showLater !== null &&
    showLater !== undefined &&
    Number.isFinite(showLater) &&
    showLater > STILL_HERE_BEFORE_S
    ? showLater
    : SCREENSAVER_IDLE_S;
}
