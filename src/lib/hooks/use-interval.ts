import { useEffect } from 'react';

import { useLatest } from './use-latest';

/** Calls `callback` every `ms` while `active`; the interval is released on unmount. */
export function useInterval(callback: () => void, ms: number | null, active = true) {
  const latest = useLatest(callback);
  useEffect(() => {
    if (!active || ms === null) return undefined;
    const id = setInterval(() => latest.current(), ms);
    return () => clearInterval(id);
  }, [ms, active, latest]);
}
