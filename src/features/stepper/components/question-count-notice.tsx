import { useTranslation } from 'react-i18next';

import { Modal } from '@/components/ui/modal';
import { useCountdown } from '@/lib/hooks/use-countdown';

import { QUESTION_COUNT_NOTICE_S } from '../stepper-timings';

export interface QuestionCountNoticeProps {
  counts: { total: number; perEducation: Array<{ title: string; count: number }> };
  onDone: () => void;
}

/** 'The number of questions in the pre-shift testing has changed': totals, then testing starts after 5 s. */
export function QuestionCountNotice({ counts, onDone }: QuestionCountNoticeProps) {
  const { t } = useTranslation('stepper');
  const { left } = useCountdown(QUESTION_COUNT_NOTICE_S, { onExpire: onDone });
  return (
    <Modal id="question-count" title={t('questionCount.title')}>
      <p>{t('questionCount.total', { count: counts.total })}</p>
      <h3>{t('questionCount.perEducationTitle')}</h3>
      <ul>
        {counts.perEducation.map((entry) => (
          <li key={entry.title}>
            {t('questionCount.perEducation', { title: entry.title, count: entry.count })}
          </li>
        ))}
      </ul>
      <p role="timer">
        {t('questionCount.testingWillStart')} {t('questionCount.countdown', { seconds: left })}
      </p>
    </Modal>
  );
}
