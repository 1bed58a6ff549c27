import { useCallback, useEffect, useState } from 'react';

import { useLatest } from '@/lib/hooks/use-latest';

import { ACTIVITY_EVENTS, STILL_HERE_BEFORE_S } from './screensaver-timing';

/** The events that start a press: while something shows, its end (the click) counts instead. */
const PRESS_EVENTS = new Set(['pointerdown', 'touchstart', 'mousedown']);

/** Where the idle countdown stands: people are there, it asks whether they are, or time is up. */
export type IdlePhase = 'active' | 'asking' | 'idle';

/**
 * Counts `seconds` without input: 'asking' at 5 s left, then 'idle'. Any touch, click or key
 * starts it again (while asking too: answering is input; a tap there counts when it ends). Paused,
 * it stays 'active'.
 */
export function useIdleCountdown(seconds: number, paused: boolean) {
  const [phase, setPhase] = useState<IdlePhase>('active');
  const [round, setRound] = useState(0);
  const showing = useLatest(phase !== 'active');
  const reset = useCallback(() => {
    setPhase('active');
    setRound((value) => value + 1);
  }, []);

  useEffect(() => {
    if (paused) return undefined;
    const onActivity = (event: Event) => {
      // While the question or the overlay shows, a press takes them away only once the tap has
      // landed (its click): gone at the press, the tap would fall through to the screen beneath.
      if (showing.current && PRESS_EVENTS.has(event.type)) return;
      reset();
    };
    const onClick = () => {
      if (showing.current) reset();
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    window.addEventListener('click', onClick, { passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS)
        window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener('click', onClick);
    };
  }, [paused, reset, showing]);

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
