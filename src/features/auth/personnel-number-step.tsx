import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { NumericKeypad } from '@/components/ui/numeric-keypad';
import { useDeferredModule } from '@/lib/hooks/use-deferred-module';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

import { Clock } from './clock';
import { otherStartSteps } from './lazy-steps';
import { startButtons } from './start-buttons';
import { cleanTabelNumber } from './tabel-number';
import { useNumberLogin } from './use-login';

/** Personnel-number entry: keypad, clock, the buttons by module, direct login from the URL. */
export function PersonnelNumberStep({
  initialNumber,
  children,
}: {
  initialNumber: string | null;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const settings = useAppSelector(selectSettings);
  const [number, setNumber] = useState(initialNumber ?? '');
  const { busy, error, candidates, loginByNumber, choose, dismiss } = useNumberLogin();
  // The question's code comes with the other steps' (loaded once the start screen is idle).
  const others = useDeferredModule(otherStartSteps, candidates !== null);

  // The number from the address is used once, even when effects run twice (StrictMode).
  const urlNumber = useRef(initialNumber);
  useEffect(() => {
    const once = urlNumber.current;
    urlNumber.current = null;
    if (once) void loginByNumber(once, '/cabinet');
  }, [loginByNumber]);

  const type = (next: string) => setNumber(cleanTabelNumber(next));
  const buttons = settings ? startButtons(settings) : [];

  return (
    <section className="start-step" aria-labelledby="tabel-title">
      <Clock />
      <h1 id="tabel-title" className="screen__title">
        {t('tabel.title')}
      </h1>
      <input
        className="number-display"
        inputMode="numeric"
        aria-label={t('tabel.label')}
        placeholder={t('tabel.placeholder')}
        value={number}
        onChange={(event) => type(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && void loginByNumber(number, '/cabinet')}
      />
      {error ? (
        <p className="status-line status-line--danger" role="alert">
          {error.key === 'server' ? error.message : t(error.key)}
        </p>
      ) : null}
      <NumericKeypad
        disabled={busy}
        onDigit={(digit) => type(number + digit)}
        onDash={() => type(`${number}-`)}
        onBackspace={() => setNumber(number.slice(0, -1))}
      />
      <div className="start-buttons">
        {buttons.map((button) => (
          <button
            key={button.key}
            type="button"
            className={`button ${button.key === 'cabinet' ? 'button--primary' : ''}`}
            disabled={busy}
            onClick={() =>
              button.needsLogin
                ? void loginByNumber(number, button.target)
                : navigate(button.target)
            }
          >
            {t(`tabel.buttons.${button.key}`)}
          </button>
        ))}
      </div>
      {children ? <nav className="start-links">{children}</nav> : null}
      {candidates && others ? (
        <others.SelectYourselfModal employees={candidates} onChoose={choose} onClose={dismiss} />
      ) : null}
    </section>
  );
}
