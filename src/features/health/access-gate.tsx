import { useTranslation } from 'react-i18next';

import { NumericKeypad } from '@/components/ui/numeric-keypad';

import { useCodeEntry } from './use-code-entry';

/** The installer code's keypad: digits shown as dots, OK to check, a lock after 5 wrong codes. */
export function AccessGate({
  check,
  onOpen,
}: {
  check: (code: string) => Promise<boolean>;
  onOpen: () => void;
}) {
  const { t } = useTranslation('health');
  const code = useCodeEntry(check, onOpen);
  return (
    <section className="health-gate" aria-labelledby="health-gate-title">
      <h2 id="health-gate-title">{t('access.prompt')}</h2>
      <p
        className="health-gate__dots"
        role="img"
        aria-label={t('access.filled', { count: code.filled })}
      >
        {'•'.repeat(code.filled) || '\u00a0'}
      </p>
      <div aria-live="polite">
        {code.checking ? <p className="status-line">{t('access.checking')}</p> : null}
        {code.wrong && !code.locked ? (
          <p className="status-line status-line--danger" role="alert">
            {t('access.wrong', { count: code.attemptsLeft })}
          </p>
        ) : null}
        {code.locked ? (
          <p className="status-line status-line--danger" role="alert">
            {t('access.locked')}
          </p>
        ) : null}
      </div>
      <NumericKeypad
        disabled={code.checking || code.locked}
        onDigit={code.press}
        onBackspace={code.erase}
      />
      <button
        type="button"
        className="button button--primary"
        disabled={!code.ready || code.checking || code.locked}
        onClick={code.submit}
      >
        {t('access.submit')}
      </button>
    </section>
  );
}
