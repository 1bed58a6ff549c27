import { useTranslation } from 'react-i18next';

/** The technical-work page shown while the server answers 503. */
export function MaintenanceScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['errors', 'app']);
  return (
    <main className="screen screen--center" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title" className="screen__title">
        {t('errors:maintenance.title')}
      </h1>
      <p>{t('errors:maintenance.subtitle')}</p>
      <p>{t('errors:maintenance.apology')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('app:init.retry')}
      </button>
    </main>
  );
}
