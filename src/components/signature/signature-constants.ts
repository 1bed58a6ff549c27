// Signature constants of the spec (spec 2 §9): 60 s timer, 5 px line, PNG output.

/** The signature step's exit timer; when it ends the action runs by itself. */
export const SIGNATURE_MS = 60_000;
/** The same timer in whole seconds, as the countdown counts it. */
export const SIGNATURE_SECONDS = SIGNATURE_MS / 1000;
/** The width of the drawn line. */
export const SIGNATURE_LINE_PX = 5;
/** The saved image's type. */
export const SIGNATURE_MIME = 'image/png';
