import type { LibraryType } from '@/lib/api/schemas/library';

// Library constants of the spec (spec 2 §2, §4, §9).

/** A document marks itself read this long after it has loaded ("about 1 s"). */
export const SELF_READ_MS = 1_000;
/** Every row of the material list has this height (at least the 48 px touch target). */
export const ROW_HEIGHT_PX = 76;
/** Rows rendered above and below the visible window of the list. */
export const LIST_OVERSCAN = 6;
/** The filter shows only with more than this many options ("All" counts as one). */
export const FILTER_MIN_OPTIONS = 2;
/** The list a material returns to when it was not opened from a list. */
export const FALLBACK_TYPES: readonly LibraryType[] = [
  'video_tutorial',
  'simulated_situation',
  'text_document',
];
