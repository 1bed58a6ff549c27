/** Timers and scales of the logged-in header (spec 1 §4, §9). Popover times: components/ui/timing. */

/** The session refresh: the employee is looked up by uuid every 2 minutes. */
export const USER_REFRESH_MS = 120_000;

/** The bell's popover lists this many new notices, then "(+N)". */
export const BELL_PREVIEW_COUNT = 5;

/**
 * The risk bar spans 0 to twice the target level, so the target (ratio 1.0) is the mark in the
 * middle: the bar is green up to the mark and red past it; ratios above 2 fill the whole bar.
 */
export const RISK_SCALE_MAX = 2;

/** The header's popovers: one at a time, so they never cover each other. */
export type HeaderPopover = 'bell' | 'competence' | 'risk';
