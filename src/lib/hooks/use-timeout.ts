import { useEffect } from 'react';

import { useLatest } from './use-latest';

/** Calls `callback` once after `ms` while `active`; cleared on unmount or when `ms` changes. */
export function useTimeout(callback: () => void, ms: number | null, active = true) {
  const latest = useLatest(callback);
  useEffect(() => {
    if (!active || ms === null) return undefined;
    const id = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(id);
  }, [ms, active, latest]);
}
