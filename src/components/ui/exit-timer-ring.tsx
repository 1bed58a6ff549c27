import { useTranslation } from 'react-i18next';

import { useCountdown } from '@/lib/hooks/use-countdown';

import { DEFAULT_EXIT_TIMER_S, ringPercent } from './timing';

export interface ExitTimerRingProps {
  seconds?: number;
  /** danger draws the ring red; otherwise the theme colour (green, or orange in the corporate theme). */
  tone?: 'theme' | 'danger';
  running?: boolean;
  resetKey?: unknown;
  onExpire?: () => void;
}

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The exit-timer ring: counts seconds down and empties by floor(100/seconds) per second. */
export function ExitTimerRing({
  seconds = DEFAULT_EXIT_TIMER_S,
  tone = 'theme',
  running,
  resetKey,
  onExpire,
}: ExitTimerRingProps) {
  const { t } = useTranslation();
  const { left } = useCountdown(seconds, { running, resetKey, onExpire });
  const percent = ringPercent(seconds, left);
  return (
    <span
      className={`timer-ring timer-ring--${tone}`}
      role="timer"
      aria-label={t('timer.secondsLeft', { seconds: left })}
      data-percent={percent}
    >
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle className="timer-ring__track" cx="24" cy="24" r={RADIUS} />
        <circle
          className="timer-ring__value"
          cx="24"
          cy="24"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
        />
      </svg>
      <span className="timer-ring__text">{left}</span>
    </span>
  );
}
