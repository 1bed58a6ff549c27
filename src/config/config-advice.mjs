// How a configuration problem is told: the known key a misspelt one most likely meant, and one line
// of English for logs and the Node scripts. Apart from config-rules.mjs, which the kiosk reads at
// start: these load only when there is a problem to tell.
import { CONFIG_RULES, PIN_KEY_MIN_LENGTH } from './config-rules.mjs';

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

/** The problem with the known key its unknown key most likely meant, when one is close. */
export function withNearest(problem) {
  if (problem.kind !== 'unknownKey' || problem.nearest || !problem.key) return problem;
  const nearest = nearestKey(problem.key);
  return nearest ? { ...problem, nearest } : problem;
}

/** One line of text for a problem (English; for logs and the Node scripts). */
export function describeConfigProblem(found) {
  const problem = withNearest(found);
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
