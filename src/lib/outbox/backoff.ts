/** The first retry waits up to this long; each further failure doubles the ceiling. */
export const BACKOFF_BASE_MS = 2_000;
/** No retry waits longer than this (issue 11: capped at 5 minutes). */
export const BACKOFF_CAP_MS = 5 * 60 * 1000;
/** A server's Retry-After is honoured up to this bound (a broken header must not park results for days). */
export const RETRY_AFTER_MAX_MS = 60 * 60 * 1000;

/**
 * Exponential back-off with full jitter: a uniform wait between 0 and min(cap, base × 2^(attempt−1)),
 * so terminals that failed together do not retry together.
 */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: unknown, now: number): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, RETRY_AFTER_MAX_MS);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(0, at - now), RETRY_AFTER_MAX_MS);
}

/** The wait before the next attempt: the server's Retry-After when it gave one, else the jittered back-off. */
export const retryDelay = (attempt: number, random: () => number, retryAfterMs?: number) =>
  retryAfterMs ?? backoffDelay(attempt, random);
