import { useTranslation } from 'react-i18next';

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface TimerRingViewProps {
  percent: number;
  left: number;
  /** danger draws the ring red; otherwise the theme colour (green, or orange in the corporate theme). */
  tone?: 'theme' | 'danger';
}

/** The exit-timer ring as drawn: a circle filled to `percent` with the seconds left in the middle. */
export function TimerRingView({ percent, left, tone = 'theme' }: TimerRingViewProps) {
  const { t } = useTranslation();
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
