// How a configuration problem is told: the known key a misspelt one most likely meant, what a value
// must be, the value received (never a secret's), and one line of English for logs and the Node
// scripts. Apart from config-rules.mjs, which the kiosk reads at start: this loads only when there
// is a problem to tell.
import { CONFIG_RULES, PIN_KEY_MIN_LENGTH } from './config-rules.mjs';

const choice = (...allowed) => allowed.map((value) => `"${value}"`).join(' | ');

/** What each key's value must be: a word the screens translate, or the allowed values. */
export const EXPECTED = {
  mode: choice('mock', 'server'),
  serverHost: 'nonEmptyText',
  apiVersion: 'nonEmptyText',
  hostname: 'text',
  ip: 'nonEmptyText',
  keyboard: 'boolean',
  devMode: 'boolean',
  mockScenario: 'text',
  desktop: choice('none', 'simulated'),
  platform: choice('auto', 'cordova'),
  mobile: choice('none', 'simulated'),
  pinKey: 'nonEmptyText',
  requestTimeoutMs: 'timeoutMs',
  idempotencyKey: choice('none', 'header', 'query'),
  installerPinHash: 'text',
};

/** Keys whose values never reach a log or a screen. */
const SECRET_KEYS = new Set(['pinKey', 'installerPinHash']);

/** Edit distance (insertions, deletions, substitutions) between two strings. */
export function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length];
}

const folded = (key) => key.toLowerCase().replace(/[-_\s]/g, '');

/** The known key an unknown one most likely meant (server_host → serverHost), if any is close. */
export function nearestKey(key) {
  let best;
  let bestDistance = Infinity;
  for (const known of Object.keys(CONFIG_RULES)) {
    const distance = editDistance(folded(key), folded(known));
    if (distance < bestDistance) [best, bestDistance] = [known, distance];
  }
  return bestDistance <= Math.max(2, Math.floor(folded(key).length / 3)) ? best : undefined;
}

/** A short, log-safe picture of a value that did not fit. */
const shown = (key, value) => {
  if (SECRET_KEYS.has(key)) return undefined;
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
};

/**
 * A problem as found (checkConfigLayer) made fit to tell: an unknown key with the known key it most
 * likely meant, a wrong value with what it must be and a picture of it (the value itself dropped),
 * a short PIN key with the minimum length. A problem already told is returned as it is.
 */
export function withAdvice(problem) {
  const { value, ...told } = problem;
  if (told.kind === 'unknownKey' && !told.nearest && told.key) {
    const nearest = nearestKey(told.key);
    if (nearest) told.nearest = nearest;
  } else if (told.kind === 'wrongType' && told.key && !told.expected) {
    told.expected = EXPECTED[told.key];
    const detail = 'value' in problem ? shown(told.key, value) : undefined;
    if (detail !== undefined) told.detail = detail;
  } else if (told.kind === 'shortPinKey' && !told.expected)
    told.expected = String(PIN_KEY_MIN_LENGTH);
  return told;
}

/** One line of text for a problem (English; for logs and the Node scripts). */
export function describeConfigProblem(found) {
  const problem = withAdvice(found);
  switch (problem.kind) {
    case 'unreadable':
      return `${problem.key ?? 'the configuration file'} cannot be read: ${problem.detail ?? ''}`.trim();
    case 'unknownKey':
      return problem.nearest
        ? `unknown key "${problem.key}" (did you mean "${problem.nearest}"?)`
        : `unknown key "${problem.key}"`;
    case 'wrongType':
      return `"${problem.key}" must be ${problem.expected}${problem.detail ? `, not ${problem.detail}` : ''}`;
    case 'shortPinKey':
      return `"pinKey" is shorter than ${PIN_KEY_MIN_LENGTH} characters`;
    default:
      return String(problem.kind);
  }
}
