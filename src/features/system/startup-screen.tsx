import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ConfigProblems } from '@/config/config-problems-view';
import { paths } from '@/config/paths';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useRuntimeConfig } from '@/lib/runtime-config';
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

/** The way to the installer's health screen, when the server cannot be reached or refuses the kiosk. */
function HealthLink() {
  const { t } = useTranslation('app');
  return (
    <Link className="button" to={paths.health}>
      {t('init.health')}
    </Link>
  );
}

/**
 * The waiting screen while the kiosk is not initialised, or the network-error screen (which names
 * the server address it tried). Both show what is wrong with the configuration, if anything.
 */
export function StartupScreen({ error, reloadInSeconds, onRetry }: StartupScreenProps) {
  const { t } = useTranslation(['app', 'errors']);
  const { mode, serverHost } = useRuntimeConfig();
  if (!error) {
    return (
      <main className="screen screen--center" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{t('app:init.waiting')}</p>
        <ConfigProblems />
        <HealthLink />
      </main>
    );
  }
  return (
    <main className="screen screen--center" aria-labelledby="startup-error">
      <h1 className="screen__title">{t('app:init.failedTitle')}</h1>
      <p id="startup-error" className="status-line status-line--danger" role="alert">
        {t(errorKeys[error])}
      </p>
      {mode === 'server' ? (
        <p className="status-line" data-testid="server-tried">
          {t('app:config.serverTried', { address: serverHost })}
        </p>
      ) : null}
      <ConfigProblems />
      {reloadInSeconds !== null ? <ReloadCountdown seconds={reloadInSeconds} /> : null}
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('app:init.retry')}
      </button>
      <HealthLink />
    </main>
  );
}
