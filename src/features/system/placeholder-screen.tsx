import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, type RouteKey } from '@/config/paths';

type ScreenKey = RouteKey | 'pin' | 'risks' | 'setupWizard';

/** A plain screen that says what it is, for screens whose own release has not landed yet. */
export function PlaceholderScreen({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <main
      className="screen screen--center"
      aria-labelledby="placeholder-title"
      data-screen={screen}
    >
      <h1 id="placeholder-title" className="screen__title">
        {t(`app:screens.${screen}`)}
      </h1>
      <p>{t('app:placeholder.text')}</p>
      <Link className="button" to={paths.start}>
        {t('common:actions.exit')}
      </Link>
    </main>
  );
}
