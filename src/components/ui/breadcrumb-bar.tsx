import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { translateKey } from '@/lib/i18n-dynamic';
import { breadcrumbBack, selectBreadcrumbs } from '@/lib/state/breadcrumbs-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';

import { BackIcon } from './icons';

/** The breadcrumb bar: the trail of screens and a back button that drops the last crumb. */
export function BreadcrumbBar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectBreadcrumbs);
  if (items.length === 0) return null;
  const previous = items.at(-2);
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      {previous ? (
        <Link
          className="breadcrumbs__back"
          to={previous.path}
          onClick={() => dispatch(breadcrumbBack())}
          aria-label={t('breadcrumbs.back')}
        >
          <BackIcon />
        </Link>
      ) : null}
      <ol className="breadcrumbs__list">
        {items.map((item) => (
          <li key={`${item.path}-${item.titleKey}`} aria-current={item.active ? 'page' : undefined}>
            {translateKey(t, item.titleKey)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
