/** Risk report constants of the spec (spec 1 §4 Risk report, §9). */

/** Read is disabled for the first 3 s of the report. */
export const READ_ENABLE_DELAY_MS = 3_000;

/** After 15 s the report counts as read on its own (once, unless Read was pressed first). */
export const READ_AUTO_MS = 15_000;

/** Chart colours (SVG attributes cannot read the theme's CSS variables). */
export const RISK_COLOURS = {
  target: '#1b1f24',
  low: '#1f9d47',
  medium: '#ef8a00',
  high: '#c62828',
  risk: '#1769aa',
  competence: '#1769aa',
} as const;
