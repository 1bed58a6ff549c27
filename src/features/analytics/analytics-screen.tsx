import { useTranslation } from 'react-i18next';

/** Placeholder until this screen is built: it says what it is. */
export function AnalyticsScreen() {
  const { t } = useTranslation('app');
  return (
    <main className="screen screen--center">
      <h1 className="screen__title">{t('screens.empLvl')}</h1>
    </main>
  );
}
