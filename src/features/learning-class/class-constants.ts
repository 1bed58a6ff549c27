/** Spec 2 §9: the session status is polled every 5 minutes… */
export const STATUS_POLL_MS = 300_000;
/** …and every 30 s after a modal closes while no session is active. */
export const STATUS_POLL_AFTER_MODAL_MS = 30_000;
/** Spec 2 §5, §9: position and structure lookups fire 400 ms after the last keystroke. */
export const LOOKUP_DEBOUNCE_MS = 400;
/** Spec 2 §9: a date of birth lies within the last 100 years. */
export const BIRTHDAY_YEARS_BACK = 100;
