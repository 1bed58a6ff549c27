/** The health screen's limits and timings (issue 31 item 1), named in one place. */

/** The shortest installer code. */
export const MIN_CODE_DIGITS = 6;
/** The longest code the keypad takes. */
export const MAX_CODE_DIGITS = 16;
/** Wrong codes in a row before the keypad locks. */
export const MAX_WRONG_CODES = 5;
/** How long the keypad stays locked after the last allowed wrong code. */
export const LOCK_MS = 60_000;
/** The screen closes after this long without a touch or a key. */
export const IDLE_CLOSE_MS = 120_000;
/** The fewest PBKDF2 iterations a configured hash may have. */
export const MIN_ITERATIONS = 100_000;
/** Beyond this a hash is refused: checking it would hold a slow terminal for minutes. */
export const MAX_ITERATIONS = 10_000_000;
/** What makes an installer code's hash (scripts/installer-pin.mjs). */
export const INSTALLER_PIN_COMMAND = 'npm run installer-pin';

/** The recent errors shown (the newest first). */
export const RECENT_ERRORS_SHOWN = 50;

/** The status lines kept and shown per device (the newest first). */
export const DEVICE_HISTORY_LINES = 5;
