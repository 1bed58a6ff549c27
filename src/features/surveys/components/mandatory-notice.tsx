import { useTranslation } from 'react-i18next';

import { TimerRingView } from '@/components/ui/timer-ring-view';
import { ringPercent } from '@/components/ui/timing';
import { useCountdown } from '@/lib/hooks/use-countdown';

import { MANDATORY_COUNTDOWN_S } from '../survey-constants';

/** The notice before a mandatory survey: counts 5 to 0, then `onDone` (the survey starts then). */
export function MandatoryNotice({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('surveys');
  const { left } = useCountdown(MANDATORY_COUNTDOWN_S, { onExpire: onDone });
  return (
    <section className="survey-notice" aria-live="polite">
      <p className="survey-notice__text">{t('intro.text')}</p>
      <TimerRingView percent={ringPercent(MANDATORY_COUNTDOWN_S, left)} left={left} />
      <p className="status-line" role="status">
        {t('intro.countdown', { seconds: left })}
      </p>
    </section>
  );
}
