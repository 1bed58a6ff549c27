import type { ConfigProblem } from './config-problems';

/** Edit distance between two strings. */
export function editDistance(a: string, b: string): number;
/** The known key an unknown one most likely meant, if any is close. */
export function nearestKey(key: string): string | undefined;
/** The problem with the known key its unknown key most likely meant, when one is close. */
export function withNearest(problem: ConfigProblem): ConfigProblem;
/** One line of English text for a problem. */
export function describeConfigProblem(problem: ConfigProblem): string;
