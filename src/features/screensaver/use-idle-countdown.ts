import { useCallback, useEffect, useState } from 'react';

import { ACTIVITY_EVENTS, STILL_HERE_BEFORE_S } from './screensaver-timing';

/** Where the idle countdown stands: people are there, it asks whether they are, or time is up. */
export type IdlePhase = 'active' | 'asking' | 'idle';

/**
 * Counts `seconds` without input: 'asking' at 5 s left, then 'idle'. Any touch, click or key
 * starts it again (while asking too: answering is input). Paused, it stays 'active'.
 */
export function useIdleCountdown(seconds: number, paused: boolean) {
  const [phase, setPhase] = useState<IdlePhase>('active');
  const [round, setRound] = useState(0);
  const reset = useCallback(() => {
    setPhase('active');
    setRound((value) => value + 1);
  }, []);

  useEffect(() => {
    if (paused) return undefined;
    const onActivity = () => reset();
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS)
        window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [paused, reset]);

  useEffect(() => {
    if (paused) return undefined;
    const ask = setTimeout(() => setPhase('asking'), (seconds - STILL_HERE_BEFORE_S) * 1000);
    const end = setTimeout(() => setPhase('idle'), seconds * 1000);
    return () => {
      clearTimeout(ask);
      clearTimeout(end);
      // A pause (or a new round) starts from people being there.
      setPhase('active');
    };
  }, [paused, round, seconds]);

  return { phase: paused ? 'active' : phase, reset };
}
