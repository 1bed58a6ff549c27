import { useTranslation } from 'react-i18next';

import { useCountdown } from '@/lib/hooks/use-countdown';
import type { SettingsError } from '@/lib/state/app-slice';

export interface StartupScreenProps {
  /** Set when the settings could not be loaded. */
  error: SettingsError | null;
  /** Seconds until the page reloads by itself; null when it will not (a localhost server). */
  reloadInSeconds: number | null;
  onRetry: () => void;
}

const errorKeys = {
  networkError: 'errors:networkError',
  invalidUrl: 'errors:invalidUrl',
  serverError: 'errors:serverError',
} as const;

function ReloadCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('app');
  const { left } = useCountdown(seconds);
  return <p role="timer">{t('init.reloadIn', { seconds: left })}</p>;
}

/** The waiting screen while the kiosk is not initialised, or the network-error screen. */
export function StartupScreen({ error, reloadInSeconds, onRetry }: StartupScreenProps) {
  const { t } = useTranslation(['app', 'errors']);
  if (!error) {
    return (
      <main className="screen screen--center" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{t('app:init.waiting')}</p>
      </main>
    );
  }
  return (
    <main className="screen screen--center" aria-labelledby="startup-error">
      <h1 className="screen__title">{t('app:init.failedTitle')}</h1>
      <p id="startup-error" className="status-line status-line--danger" role="alert">
        {t(errorKeys[error])}
      </p>
      {reloadInSeconds !== null ? <ReloadCountdown seconds={reloadInSeconds} /> : null}
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('app:init.retry')}
      </button>
    </main>
  );
}
