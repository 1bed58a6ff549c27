// The rules a terminal's configuration (config.json, a site file for the mobile wrapper) is read
// with: plain JavaScript, so the kiosk (src/config/env.ts) and the Node scripts
// (scripts/build-mobile.mjs) check a file with the same table. No imports: it runs before the
// first screen and in Node alike. How a problem is told (the nearest known key, what a value must
// be) is in config-advice.mjs, which the kiosk loads only when there is a problem.

/** The shortest PIN key a site may set (the DES passphrase of the PIN). */
export const PIN_KEY_MIN_LENGTH = 8;

/** @param {string[]} allowed */
const oneOf =
  (...allowed) =>
  (value) =>
    allowed.includes(value) ? value : undefined;
const text =
  (minLength = 0) =>
  (value) =>
    typeof value === 'string' && value.length >= minLength ? value : undefined;
const flag = (value) => (typeof value === 'boolean' ? value : undefined);
/** A whole number of ms from 1 s to 10 min, given as a number or as its digits. */
const timeoutMs = (value) => {
  const ms = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(ms) && ms >= 1_000 && ms <= 600_000 ? ms : undefined;
};

/**
 * Every key a configuration may hold, and how its value is read (undefined: it does not fit). The
 * allowed values of a choice are spelt again in config-advice.mjs's EXPECTED (a test holds them
 * equal).
 */
export const CONFIG_RULES = {
  mode: oneOf('mock', 'server'),
  serverHost: text(1),
  apiVersion: text(1),
  hostname: text(),
  ip: text(1),
  keyboard: flag,
  devMode: flag,
  mockScenario: text(),
  desktop: oneOf('none', 'simulated'),
  platform: oneOf('auto', 'cordova'),
  mobile: oneOf('none', 'simulated'),
  pinKey: text(1),
  requestTimeoutMs: timeoutMs,
  idempotencyKey: oneOf('none', 'header', 'query'),
  installerPinHash: text(),
};

/**
 * Checks one layer of configuration (the parsed config.json, a site file): the values that fit
 * and the problems as found (unknown keys, values of the wrong type with the value itself, a PIN key
 * shorter than PIN_KEY_MIN_LENGTH); config-advice.mjs's withAdvice() makes them fit to tell. A PIN
 * key that is too short is kept out of `values` and marked in `pinKeyRefused`: it must never
 * become the default key without a word.
 */
export function checkConfigLayer(layer) {
  const values = {};
  const problems = [];
  let pinKeyRefused = false;
  for (const [key, value] of Object.entries(layer)) {
    if (!Object.hasOwn(CONFIG_RULES, key)) {
      problems.push({ kind: 'unknownKey', key });
      continue;
    }
    const read = CONFIG_RULES[key](value);
    if (read === undefined) {
      problems.push({ kind: 'wrongType', key, value });
      if (key === 'pinKey') pinKeyRefused = true;
    } else if (key === 'pinKey' && read.length < PIN_KEY_MIN_LENGTH) {
      problems.push({ kind: 'shortPinKey', key });
      pinKeyRefused = true;
    } else values[key] = read;
  }
  return { values, problems, pinKeyRefused };
}
