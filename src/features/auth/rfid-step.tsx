import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { authByRfid } from '@/lib/api/endpoints/employees';
import { getKiosk } from '@/lib/bridge/kiosk';
import { useLatest } from '@/lib/hooks/use-latest';
import { useTimeout } from '@/lib/hooks/use-timeout';

import { lookupError, type LoginError } from './login-errors';
import { RFID_ERROR_MS } from './rfid-constants';
import { useSignIn } from './use-sign-in';

export { RFID_ERROR_MS } from './rfid-constants';

type Shown = { key: 'rfid.readError' } | LoginError;

/** RFID-only login: waits for a card from the desktop shell and logs its owner in. */
export function RfidStep() {
  const { t } = useTranslation(['loginSteps', 'auth']);
  const signIn = useSignIn();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<Shown | null>(null);
  const busy = useRef(false);
  // An error on show owes the reader its restart, even when the screen goes first (the reader
  // stopped working and the start flow falls back to the personnel number).
  const owesRestart = useRef(false);
  const signInRef = useLatest(signIn);

  useEffect(() => {
    const kiosk = getKiosk();
    if (!kiosk) return undefined;
    const offCard = kiosk.rfid.onCard((code) => {
      if (busy.current) return;
      busy.current = true;
      setReading(true);
      authByRfid(code)
        .then((user) => signInRef.current(user, '/cabinet'))
        .catch((failure: unknown) => {
          owesRestart.current = true;
          setError(lookupError(failure));
        })
        .finally(() => {
          busy.current = false;
          setReading(false);
        });
    });
    const offError = kiosk.rfid.onError(() => {
      owesRestart.current = true;
      setError({ key: 'rfid.readError' });
    });
    return () => {
      offCard();
      offError();
      if (owesRestart.current) kiosk.rfid.restart();
    };
  }, [signInRef]);

  useTimeout(
    () => {
      setError(null);
      owesRestart.current = false;
      getKiosk()?.rfid.restart();
    },
    RFID_ERROR_MS,
    error !== null,
  );

  return (
    <section className="start-step" aria-labelledby="rfid-title">
      <h1 id="rfid-title" className="screen__title">
        {t('rfid.title')}
      </h1>
      <span className="rfid-card-icon" aria-hidden="true" />
      {error ? (
        <p className="status-line status-line--danger" role="alert">
          {error.key === 'server'
            ? error.message
            : t(error.key === 'rfid.readError' ? error.key : `auth:${error.key}`)}
        </p>
      ) : (
        <p role="status">{t(reading ? 'rfid.reading' : 'rfid.waiting')}</p>
      )}
    </section>
  );
}
