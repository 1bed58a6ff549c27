import { useEffect, useState } from 'react';
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

/** A smooth circular countdown that advances every 25 ms and calls onExpire at the end. */
export function ProgressCircle({
  durationMs,
  onExpire,
  running = true,
  tone = 'theme',
}: ProgressCircleProps) {
  const { t } = useTranslation();
  const [elapsed, setElapsed] = useState(0);
  const expire = useLatest(onExpire);
  const done = elapsed >= durationMs;

  useEffect(() => {
    if (!running || done) return undefined;
    const id = setInterval(
      () => setElapsed((value) => Math.min(durationMs, value + PROGRESS_TICK_MS)),
      PROGRESS_TICK_MS,
    );
    return () => clearInterval(id);
  }, [running, done, durationMs]);

  useEffect(() => {
    if (done) expire.current?.();
  }, [done, expire]);

  const fraction = 1 - elapsed / durationMs;
  const seconds = Math.ceil((durationMs - elapsed) / 1000);
  return (
    <span
      className={`timer-ring timer-ring--${tone} timer-ring--large`}
      role="timer"
      aria-label={t('timer.secondsLeft', { seconds })}
    >
      <svg viewBox="0 0 48 48" width="72" height="72" aria-hidden="true">
        <circle className="timer-ring__track" cx="24" cy="24" r="20" />
        <circle
          className="timer-ring__value"
          cx="24"
          cy="24"
          r="20"
          strokeDasharray={2 * Math.PI * 20}
          strokeDashoffset={2 * Math.PI * 20 * (1 - fraction)}
        />
      </svg>
      <span className="timer-ring__text">{seconds}</span>
    </span>
  );
}
