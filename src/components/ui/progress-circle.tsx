import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLatest } from '@/lib/hooks/use-latest';

import { PROGRESS_TICK_MS } from './timing';

export interface ProgressCircleProps {
  /** Total time in milliseconds. */
  durationMs: number;
  onExpire?: () => void;
  running?: boolean;
  tone?: 'theme' | 'danger';
}

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const offsetAt = (elapsed: number, durationMs: number) => CIRCUMFERENCE * (elapsed / durationMs);
const secondsLeft = (elapsed: number, durationMs: number) =>
  Math.ceil((durationMs - elapsed) / 1000);

/**
 * A smooth circular countdown that advances every 25 ms and calls onExpire at the end. Each tick
 * moves the ring itself; React redraws only when the seconds shown change (a tick used to redraw
 * the whole circle 40 times a second, which also kept interrupting the renders around it).
 */
export function ProgressCircle({
  durationMs,
  onExpire,
  running = true,
  tone = 'theme',
}: ProgressCircleProps) {
  const { t } = useTranslation();
  const elapsed = useRef(0);
  const ring = useRef<SVGCircleElement>(null);
  const [seconds, setSeconds] = useState(() => secondsLeft(0, durationMs));
  const [done, setDone] = useState(false);
  const expire = useLatest(onExpire);

  useEffect(() => {
    if (!running || done) return undefined;
    const id = setInterval(() => {
      elapsed.current = Math.min(durationMs, elapsed.current + PROGRESS_TICK_MS);
      ring.current?.setAttribute(
        'stroke-dashoffset',
        String(offsetAt(elapsed.current, durationMs)),
      );
      setSeconds(secondsLeft(elapsed.current, durationMs));
      if (elapsed.current >= durationMs) setDone(true);
    }, PROGRESS_TICK_MS);
    return () => clearInterval(id);
  }, [running, done, durationMs]);

  useEffect(() => {
    if (done) expire.current?.();
  }, [done, expire]);

  return (
    <span
      className={`timer-ring timer-ring--${tone} timer-ring--large`}
      role="timer"
      aria-label={t('timer.secondsLeft', { seconds })}
    >
      <svg viewBox="0 0 48 48" width="72" height="72" aria-hidden="true">
        <circle className="timer-ring__track" cx="24" cy="24" r={RADIUS} />
        <circle
          ref={ring}
          className="timer-ring__value"
          cx="24"
          cy="24"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          // The ticks move it from here on (React keeps a prop it never sees change).
          strokeDashoffset={0}
        />
      </svg>
      <span className="timer-ring__text">{seconds}</span>
    </span>
  );
}
