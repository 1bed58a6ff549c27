import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ExitTimerRing } from '@/components/ui/exit-timer-ring';

export interface ResultFooterProps {
  /** Right, or wrong on a mandatory step; otherwise Try again is offered. */
  settled: boolean;
  /** The result content has finished (the buttons may appear). */
  ready: boolean;
  /** Try again waits for the injury consequence timer. */
  locked: boolean;
  /** What follows inside the engine: the next question of a chain, the epilog, or nothing. */
  next: 'question' | 'epilog' | null;
  /** The exit timer: 10 s, or 20 s with a quote. */
  seconds: number;
  renderActions: (exitTimerSeconds: number) => ReactNode;
  onRetry: () => void;
  onNext: () => void;
}

/**
 * The buttons under a result: Try again (non-mandatory wrong answer), the engine's own Next
 * question / Continue, or the host's actions. The engine's buttons carry the same exit timer and
 * press themselves when it runs out, so an idle kiosk never stalls on a result.
 */
export function ResultFooter(props: ResultFooterProps) {
  const { settled, ready, locked, next, seconds, onRetry, onNext } = props;
  const { t } = useTranslation('question');
  if (!settled) {
    return (
      <div className="result-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={locked}
          onClick={onRetry}
        >
          {t('result.tryAgain')}
        </button>
        {locked ? (
          <p className="result-actions__note">{t('wrong.tryAgainLocked')}</p>
        ) : (
          <ExitTimerRing seconds={seconds} onExpire={onRetry} />
        )}
      </div>
    );
  }
  if (!ready) return null;
  if (next) {
    return (
      <div className="result-actions">
        <button type="button" className="button button--primary" onClick={onNext}>
          {t(next === 'question' ? 'result.nextQuestion' : 'result.continue')}
        </button>
        <ExitTimerRing seconds={seconds} onExpire={onNext} />
      </div>
    );
  }
  return <div className="result-actions">{props.renderActions(seconds)}</div>;
}
