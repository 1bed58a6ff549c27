import type { ConfigProblem } from './config-problems';
import type { CONFIG_RULES, FoundConfigProblem } from './config-rules.mjs';

/** What each key's value must be. */
export const EXPECTED: Record<keyof typeof CONFIG_RULES, string>;
/** Edit distance between two strings. */
export function editDistance(a: string, b: string): number;
/** The known key an unknown one most likely meant, if any is close. */
export function nearestKey(key: string): string | undefined;
/** A problem as found made fit to tell (nearest key, what a value must be, a picture of it). */
export function withAdvice(problem: FoundConfigProblem): ConfigProblem;
/** One line of English text for a problem. */
export function describeConfigProblem(problem: FoundConfigProblem): string;
