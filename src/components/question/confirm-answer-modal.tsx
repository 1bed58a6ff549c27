import { useTranslation } from 'react-i18next';

import { ExitTimerRing } from '@/components/ui/exit-timer-ring';
import { Modal } from '@/components/ui/modal';
import type { Answer } from '@/lib/api/schemas/questions';

import { CONFIRM_AUTO_YES_S } from './question-timings';

export interface ConfirmAnswerModalProps {
  answers: Answer[];
  /** Yes, or the auto-confirm timer ran out. */
  onYes: () => void;
  /** No: back to choosing. */
  onNo: () => void;
}

/** 'Your answer: … Confirm your choice?' with Yes (auto-confirmed after 5 s) and No. */
export function ConfirmAnswerModal({ answers, onYes, onNo }: ConfirmAnswerModalProps) {
  const { t } = useTranslation('question');
  const answer = answers.map((item) => item.text).join(', ');
  return (
    <Modal
      title={t('confirm.title')}
      onClose={onNo}
      footer={
        <div className="confirm-actions">
          <button type="button" className="button button--primary" onClick={onYes}>
            {t('confirm.yes')}
          </button>
          <ExitTimerRing seconds={CONFIRM_AUTO_YES_S} onExpire={onYes} />
          <button type="button" className="button" onClick={onNo}>
            {t('confirm.no')}
          </button>
        </div>
      }
    >
      <p className="confirm-answer__text">{t('confirm.yourAnswer', { answer })}</p>
      <p className="confirm-answer__question">{t('confirm.question')}</p>
    </Modal>
  );
}
