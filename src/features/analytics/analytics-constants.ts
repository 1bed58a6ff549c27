/** Analytics chart colours. */

/** Chart colours (SVG attributes cannot read the theme's CSS variables). */
export const ANALYTICS_COLOURS = {
  competence: '#1f9d47',
  risk: '#1769aa',
  target: '#c62828',
} as const;
