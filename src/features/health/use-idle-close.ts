import { useEffect } from 'react';

import { useLatest } from '@/lib/hooks/use-latest';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** Calls `onIdle` once `ms` pass without a touch, a click or a key; each one starts the wait again. */
export function useIdleClose(onIdle: () => void, ms: number) {
  const latest = useLatest(onIdle);
  useEffect(() => {
    let id = setTimeout(() => latest.current(), ms);
    const restart = () => {
      clearTimeout(id);
      id = setTimeout(() => latest.current(), ms);
    };
    for (const type of ACTIVITY) window.addEventListener(type, restart, { capture: true });
    return () => {
      clearTimeout(id);
      for (const type of ACTIVITY) window.removeEventListener(type, restart, { capture: true });
    };
  }, [ms, latest]);
}
