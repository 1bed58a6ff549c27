import { useTranslation } from 'react-i18next';

import { NumericKeypad } from '@/components/ui/numeric-keypad';
import { ConfigProblems } from '@/config/config-problems-view';

import { PinDots } from './pin-dots';
import { usePinEntry } from './use-pin-entry';
import './pin.css';

/** The PIN screen (spec 1 §2): come up with a PIN and repeat it, or enter the stored one. */
export function PinScreen() {
  const { t } = useTranslation('pin');
  const pin = usePinEntry();

  return (
    <main className="screen screen--center pin-screen" aria-labelledby="pin-title">
      <h1 id="pin-title" className="screen__title">
        {pin.mode === 'create' ? (
          <>
            {t('title.create')}{' '}
            <span className="pin-screen__count">
              {t('title.digitCount', { count: pin.length })}
            </span>
          </>
        ) : (
          t(pin.mode === 'repeat' ? 'title.repeat' : 'title.enter')
        )}
      </h1>
      <PinDots length={pin.length} filled={pin.filled} />
      <div className="pin-screen__status" aria-live="polite">
        {pin.invalid ? (
          <p className="status-line status-line--danger" role="alert">
            {t('messages.invalid')}
          </p>
        ) : null}
        {pin.locked ? (
          <p className="status-line status-line--danger">{t('tooManyAttempts')}</p>
        ) : pin.failures > 0 ? (
          <p className="status-line status-line--muted">
            {t('attemptsLeft', { count: pin.attemptsLeft })}
          </p>
        ) : null}
      </div>
      {/* Without the site's PIN key (too short in the configuration) no PIN can be checked or set. */}
      {pin.noKey ? <ConfigProblems /> : null}
      <NumericKeypad disabled={pin.busy || pin.noKey} onDigit={pin.press} onBackspace={pin.erase} />
      <div className="pin-screen__actions">
        {pin.mode === 'repeat' ? (
          <button type="button" className="button" disabled={pin.busy} onClick={pin.back}>
            {t('actions.back')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={pin.exit}>
          {t('actions.exit')}
        </button>
      </div>
    </main>
  );
}
