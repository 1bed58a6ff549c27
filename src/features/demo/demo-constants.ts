/** Limits and colours of the demo screens (spec 2 §2, §9), named in one place. */

/** The longest address part read (Chromium's URL limit is 2 MB); anything longer is refused unread. */
export const MAX_ADDRESS_LENGTH = 2_000_000;

/** An address part that is a question id rather than a JSON: digits, letters, '-' and '_' (uuids too). */
export const QUESTION_ID_PATTERN = /^[\w-]{1,64}$/;

/** How much of an unreadable address is echoed back (as text) under the error. */
export const ECHO_LIMIT = 200;
