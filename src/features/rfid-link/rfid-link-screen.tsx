import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { useRfidLink, type LinkPhase } from './use-rfid-link';
import './rfid-link.css';

const steps = ['record', 'applyCard', 'save'] as const;

/** Which numbered step the user is on. */
const currentStep = (phase: LinkPhase): (typeof steps)[number] =>
  phase.kind === 'idle' ? 'record' : phase.kind === 'recording' ? 'applyCard' : 'save';

/** The status line under the steps. */
function LinkStatus({ phase, readerWorks, readFailed }: ReturnType<typeof useRfidLink>) {
  const { t } = useTranslation('rfid');
  if (!readerWorks)
    return (
      <p className="status-line status-line--danger" role="alert">
        {t('state.readerNotWorking')}
      </p>
    );
  if (readFailed)
    return (
      <p className="status-line status-line--danger" role="alert">
        {t('errors.read')}
      </p>
    );
  return (
    <p className="status-line" role="status">
      {phase.kind === 'idle'
        ? t('state.idle')
        : phase.kind === 'recording'
          ? t('state.waiting')
          : t('state.cardRead', { code: phase.code })}
    </p>
  );
}

/**
 * Links an RFID card to the signed-in employee (/set-rfid, desktop shell): Write it down, lean the
 * card against the reader, Save. Cancel clears the card read.
 */
export function RfidLinkScreen() {
  const { t } = useTranslation('rfid');
  const link = useRfidLink();
  const { phase, readerWorks } = link;
  const step = currentStep(phase);
  return (
    <main className="screen screen--center rfid-link" aria-labelledby="rfid-link-title">
      <h1 id="rfid-link-title" className="screen__title">
        {t('title')}
      </h1>
      <ol className="rfid-link__steps">
        {steps.map((name) => (
          <li key={name} aria-current={name === step ? 'step' : undefined}>
            {t(`steps.${name}`)}
          </li>
        ))}
      </ol>
      <LinkStatus {...link} />
      <div className="start-buttons">
        <button
          type="button"
          className="button"
          disabled={!readerWorks || phase.kind !== 'idle'}
          onClick={link.record}
        >
          {t('actions.writeItDown')}
        </button>
        <button
          type="button"
          className="button"
          disabled={phase.kind === 'idle' || phase.kind === 'saving'}
          onClick={link.cancel}
        >
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!readerWorks || phase.kind !== 'read'}
          onClick={link.save}
        >
          {t('actions.save')}
        </button>
      </div>
      <Link className="button" to={paths.cabinet}>
        {t('actions.back')}
      </Link>
    </main>
  );
}
