import { useCallback, useEffect, useRef, useState } from 'react';

import { TRANSITION_MS } from '@/components/ui/timing';

/** Switching login steps hides the current one, swaps it after 500 ms, and shows the next. */
export function useStepTransition<T>(initial: T) {
  const [value, setValue] = useState(initial);
  const [hidden, setHidden] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const go = useCallback((next: T) => {
    clearTimeout(timer.current);
    setHidden(true);
    timer.current = setTimeout(() => {
      setValue(next);
      setHidden(false);
    }, TRANSITION_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { value, hidden, go };
}
