import { useTranslation } from 'react-i18next';

import type { SignatureResult } from '@/components/signature/signature-contract';
import { SignatureStepView } from '@/components/signature/signature-step-view';
import { TimerRingView } from '@/components/ui/timer-ring-view';
import { ringPercent } from '@/components/ui/timing';

/** The material's signature step: the shared signature view with Back, Done (after drawing) and Exit. */
export function MaterialSignStep({
  sending,
  onSigned,
  onUnsigned,
  onBack,
  onExit,
}: {
  sending: boolean;
  onSigned: (png: Blob) => void;
  /** Nothing was drawn when the signature timer ran out. */
  onUnsigned: () => void;
  onBack: () => void;
  onExit: () => void;
}) {
  const { t } = useTranslation('library');
  const onFinish = ({ png }: SignatureResult) => (png ? onSigned(png) : onUnsigned());
  return (
    <section className="library-material__sign" aria-label={t('signature.title')}>
      <p className="status-line">{t('signature.title')}</p>
      <SignatureStepView
        required={false}
        onFinish={onFinish}
        renderActions={({ disabled, onAction, seconds, totalSeconds }) => (
          <div className="library-material__actions">
            <button type="button" className="button" onClick={onBack}>
              {t('actions.back')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={disabled || sending}
              onClick={onAction}
            >
              {t('actions.done')}
            </button>
            <TimerRingView percent={ringPercent(totalSeconds, seconds)} left={seconds} />
            <button type="button" className="button button--danger" onClick={onExit}>
              {t('actions.exit')}
            </button>
            {disabled ? (
              <p className="status-line status-line--muted">{t('signature.doneHint')}</p>
            ) : null}
          </div>
        )}
      />
    </section>
  );
}
