/** Shared UI timings and limits of the spec (spec 1 §9, spec 2 §9). */
export const TOAST_MS = 4_000;
export const POPOVER_MS = 5_000;
/** Notifications and device-info popovers stay longer. */
export const LONG_POPOVER_MS = 10_000;
export const DEFAULT_EXIT_TIMER_S = 5;
export const PROGRESS_TICK_MS = 25;
export const TRANSITION_MS = 500;

/** The exit-timer ring falls by floor(100 / seconds) each second and shows 0 when time is up. */
export const ringPercent = (seconds: number, left: number): number =>
  left <= 0 ? 0 : Math.max(0, 100 - Math.floor(100 / seconds) * (seconds - left));
