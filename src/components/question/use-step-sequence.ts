import { useEffect, useState } from 'react';

import { useLatest } from '@/lib/hooks/use-latest';

/**
 * Walks through consecutive delays: returns how many have passed, and calls `onDone` once after
 * the last one. Every timeout is cleared on unmount.
 */
export function useStepSequence(delays: readonly number[], onDone?: () => void): number {
  const [step, setStep] = useState(0);
  const done = useLatest(onDone);

  useEffect(() => {
    const delay = delays[step];
    if (delay === undefined) {
      done.current?.();
      return undefined;
    }
    const id = setTimeout(() => setStep((current) => current + 1), delay);
    return () => clearTimeout(id);
  }, [step, delays, done]);

  return step;
}
