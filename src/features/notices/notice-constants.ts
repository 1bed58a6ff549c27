/** Limits and colours of the notices screens (spec 2 §2, §9), named in one place. */
/** The list cuts a title at 30 characters and a description at 50. */
export const LIST_TITLE_LIMIT = 30;
export const LIST_DESCRIPTION_LIMIT = 50;

/** The list first shows a preview of 5 notices; the rest open behind "(+N)". */
export const LIST_PREVIEW_COUNT = 5;

/** A list row's fixed height in px: touch-sized (at least 48) and fixed so hundreds of rows scroll smoothly. */
export const LIST_ROW_HEIGHT = 104;

/** Rows rendered beyond the visible ones while scrolling. */
export const LIST_OVERSCAN = 6;
