import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/** The catch-all screen for unknown routes. */
export function NotFoundScreen() {
  const { t } = useTranslation('app');
  return (
    <main className="screen screen--center" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="screen__title">
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.text')}</p>
      <Link className="button button--primary" to={paths.start}>
        {t('notFound.toStart')}
      </Link>
    </main>
  );
}
