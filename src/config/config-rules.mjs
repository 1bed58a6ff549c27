// The rules a terminal's configuration (config.json, a site file for the mobile wrapper) is read
// with: plain JavaScript, so the kiosk (src/config/env.ts) and the Node scripts
// (scripts/build-mobile.mjs) check a file with the same table. No imports: it runs before the
// first screen and in Node alike.

/** The shortest PIN key a site may set (the DES passphrase of the PIN). */
export const PIN_KEY_MIN_LENGTH = 8;

/** @param {string[]} allowed */
const oneOf = (...allowed) => ({
  expected: allowed.map((value) => `"${value}"`).join(' | '),
  read: (value) => (typeof value === 'string' && allowed.includes(value) ? value : undefined),
});
const text = (minLength = 0) => ({
  expected: minLength > 0 ? 'nonEmptyText' : 'text',
  read: (value) => (typeof value === 'string' && value.length >= minLength ? value : undefined),
});
const flag = {
  expected: 'boolean',
  read: (value) => (typeof value === 'boolean' ? value : undefined),
};
/** A whole number of ms from 1 s to 10 min, given as a number or as its digits. */
const timeoutMs = {
  expected: 'timeoutMs',
  read: (value) => {
    const ms = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
    return Number.isInteger(ms) && ms >= 1_000 && ms <= 600_000 ? ms : undefined;
  },
};

/**
 * Every key a configuration may hold: what a value must be (`expected`: a word the screens
 * translate, or the allowed values) and how it is read (undefined: it does not fit).
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

/** Keys whose values never reach a log or a screen. */
const SECRET_KEYS = new Set(['pinKey', 'installerPinHash']);

/** A short, log-safe picture of a value that did not fit. */
const shown = (key, value) => {
  if (SECRET_KEYS.has(key)) return undefined;
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
};

/**
 * Checks one layer of configuration (the parsed config.json, a site file): the values that fit
 * and the problems (unknown keys with the nearest known one, values of the wrong type, a PIN key
 * shorter than PIN_KEY_MIN_LENGTH). A PIN key that is too short is kept out of `values` and marked
 * in `pinKeyRefused`: it must never become the default key without a word.
 */
export function checkConfigLayer(layer) {
  const values = {};
  const problems = [];
  let pinKeyRefused = false;
  for (const [key, value] of Object.entries(layer)) {
    if (!Object.hasOwn(CONFIG_RULES, key)) {
      // The nearest known key is found where the problem is told (config-advice.mjs), out of the
      // start screen's bytes.
      problems.push({ kind: 'unknownKey', key });
      continue;
    }
    const rule = CONFIG_RULES[key];
    const read = rule.read(value);
    if (read === undefined) {
      const detail = shown(key, value);
      problems.push(
        detail === undefined
          ? { kind: 'wrongType', key, expected: rule.expected }
          : { kind: 'wrongType', key, expected: rule.expected, detail },
      );
      if (key === 'pinKey') pinKeyRefused = true;
    } else if (key === 'pinKey' && read.length < PIN_KEY_MIN_LENGTH) {
      problems.push({ kind: 'shortPinKey', key, expected: String(PIN_KEY_MIN_LENGTH) });
      pinKeyRefused = true;
    } else values[key] = read;
  }
  return { values, problems, pinKeyRefused };
}
