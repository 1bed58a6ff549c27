/** How long work put off until the browser is idle may wait at most (ms). */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `work` when the browser is next idle (requestIdleCallback), or after `timeout` ms at the
 * latest: code that the current screen does not show loads after what it does show has painted.
 * Returns a function that cancels the call.
 */
export function whenIdle(work: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => work(), { timeout });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
