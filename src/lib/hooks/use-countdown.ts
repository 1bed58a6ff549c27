import { useEffect, useState } from 'react';

import { useLatest } from './use-latest';

/**
 * Counts whole seconds down from `seconds` while `running`, calling `onExpire` once at zero.
 * Restarts when `seconds` or `resetKey` changes; the interval is released on unmount.
 */
export function useCountdown(
  seconds: number,
  options: { onExpire?: () => void; running?: boolean; resetKey?: unknown } = {},
) {
  const { running = true, resetKey } = options;
  const [state, setState] = useState({ left: seconds, seconds, resetKey });
  const onExpire = useLatest(options.onExpire);
  const stale = state.seconds !== seconds || state.resetKey !== resetKey;
  if (stale) setState({ left: seconds, seconds, resetKey });
  const left = stale ? seconds : state.left;
  const done = left === 0;

  useEffect(() => {
    if (!running || done) return undefined;
    const id = setInterval(
      () => setState((current) => ({ ...current, left: Math.max(0, current.left - 1) })),
      1000,
    );
    return () => clearInterval(id);
  }, [running, done, seconds, resetKey]);

  useEffect(() => {
    if (running && done) onExpire.current?.();
  }, [done, running, onExpire]);

  return { left, expired: done };
}
