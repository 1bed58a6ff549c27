/** PIN limits and timings of the spec (spec 1 §4 PIN, §9). */

/** Wrong entries allowed before the user is sent back to the start screen. */
export const MAX_PIN_ATTEMPTS = 5;

/** Delay between the last allowed wrong entry and the return to /. */
export const PIN_EXIT_DELAY_MS = 500;

/** Used when the settings carry no pin_code_count: a PIN must have some length to be compared. */
export const DEFAULT_PIN_LENGTH = 4;
