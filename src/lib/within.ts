/**
 * What the promise gives if it settles within `ms`, else null (it goes on; nobody waits for it).
 * Start-up waits this way for work that should come before the first render but must never hold it
 * for long: the early settings call, the keep of a run cut short.
 */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)));
  return Promise.race([promise, timeUp]).finally(() => clearTimeout(timer));
}
