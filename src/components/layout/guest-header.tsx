import { useTranslation } from 'react-i18next';

import { DeviceInfoSlot } from '@/components/device-info/device-info-slot';
import { LanguagePicker } from '@/components/ui/language-picker';
import { selectLogo } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

const DEFAULT_LOGO = './logo.svg';

/** The logged-out (and pre-PIN) header: logo, product name, device info (desktop) and the language picker. */
export function GuestHeader({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const logo = useAppSelector(selectLogo) ?? DEFAULT_LOGO;
  return (
    <header className="app-header">
      <img className="app-header__logo" src={logo} alt={t('logoAlt')} height={48} />
      <span className="app-header__product">{t('productName')}</span>
      <span className="app-header__spacer" />
      <DeviceInfoSlot />
      {children}
      <LanguagePicker />
    </header>
  );
}
