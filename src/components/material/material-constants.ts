import { TRANSITION_MS } from '@/components/ui/timing';

// Material timings and limits of the spec (spec 1 §4 "Material steps", §9).

/** A document other than a presentation counts as watched this long after it is shown. */
export const WATCHED_DOCUMENT_MS = 30_000;
/** Presentation pages fade out for this long before the next page shows. */
export const PAGE_TRANSITION_MS = TRANSITION_MS;
/** The noise behind 'Video file not loaded': grey values up to 220, redrawn 4 times a second. */
export const NOISE_INTENSITY = 220;
/** Noise frames per second. */
export const NOISE_FPS = 4;
/** The noise is drawn small and scaled up by CSS: cheap, and it looks like a dead TV channel. */
export const NOISE_WIDTH = 160;
/** The noise canvas height in pixels. */
export const NOISE_HEIGHT = 90;
/** A document counts as scrolled to the end within this many pixels of its bottom. */
export const SCROLL_END_SLACK_PX = 8;
