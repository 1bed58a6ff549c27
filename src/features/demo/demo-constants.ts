/** Limits and colours of the demo screens (spec 2 §2, §9), named in one place. */

/** The longest address part read (Chromium's URL limit is 2 MB); anything longer is refused unread. */
export const MAX_ADDRESS_LENGTH = 2_000_000;

/** An address part that is a question id rather than a JSON: digits, letters, '-' and '_' (uuids too). */
export const QUESTION_ID_PATTERN = /^[\w-]{1,64}$/;

/** How much of an unreadable address is echoed back (as text) under the error. */
export const ECHO_LIMIT = 200;

/** The demo notice cuts its description at 150 characters, with a toggle to the whole text. */
export const NOTICE_DESCRIPTION_LIMIT = 150;

/** The demo notice shows at most 30 characters of a title, and dots after any title longer than 20. */
export const NOTICE_TITLE_LIMIT = 30;
export const NOTICE_TITLE_DOTS_AFTER = 20;

/** Button colour of each notice action name (spec 2 §9); an action the spec does not name is secondary. */
export const NOTICE_ACTION_COLOURS: Readonly<Record<string, string>> = {
  put_aside: 'warning',
  close: 'secondary',
  set_read: 'primary',
  agree: 'success',
  refused: 'danger',
};
