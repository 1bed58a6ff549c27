import { useCountdown } from '@/lib/hooks/use-countdown';

import { TimerRingView } from './timer-ring-view';
import { DEFAULT_EXIT_TIMER_S, ringPercent } from './timing';

export interface ExitTimerRingProps {
  seconds?: number;
  /** danger draws the ring red; otherwise the theme colour (green, or orange in the corporate theme). */
  tone?: 'theme' | 'danger';
  running?: boolean;
  resetKey?: unknown;
  onExpire?: () => void;
}

/** The exit-timer ring: counts seconds down and empties by floor(100/seconds) per second. */
export function ExitTimerRing({
  seconds = DEFAULT_EXIT_TIMER_S,
  tone = 'theme',
  running,
  resetKey,
  onExpire,
}: ExitTimerRingProps) {
  const { left } = useCountdown(seconds, { running, resetKey, onExpire });
  return <TimerRingView percent={ringPercent(seconds, left)} left={left} tone={tone} />;
}
