import { useTranslation } from 'react-i18next';

import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

/** The logged-in header (placeholder: user title and number). */
export function UserHeader() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  return (
    <header className="app-header">
      <span className="app-header__product">{t('productName')}</span>
      <span className="app-header__spacer" />
      <span>{user?.title}</span>
      <span>{user?.number}</span>
    </header>
  );
}
