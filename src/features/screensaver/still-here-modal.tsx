import { useTranslation } from 'react-i18next';

import { Modal } from '@/components/ui/modal';
import { useCountdown } from '@/lib/hooks/use-countdown';

import { STILL_HERE_BEFORE_S } from './screensaver-timing';

/** 'Are you still here?' with Yes, counting the last 5 s before the logout. */
export function StillHereModal({ onYes }: { onYes: () => void }) {
  const { t } = useTranslation('screensaver');
  const { left } = useCountdown(STILL_HERE_BEFORE_S);
  return (
    <Modal
      id="screensaver-still-here"
      title={t('idle.question')}
      footer={
        <button type="button" className="button button--primary" onClick={onYes}>
          {t('idle.yes')}
        </button>
      }
    >
      <p role="timer" aria-live="polite">
        {t('idle.logoutIn', { seconds: left })}
      </p>
    </Modal>
  );
}
