import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/** The catch-all screen for unknown routes. */
export function NotFoundScreen() {
  const { t } = useTranslation('notFound');
  return (
    <main className="screen screen--center" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="screen__title">
        {t('title')}
      </h1>
      <p>{t('text')}</p>
      <Link className="button button--primary" to={paths.start}>
        {t('toStart')}
      </Link>
    </main>
  );
}
