import { useTranslation } from 'react-i18next';

import { DeviceInfoSlot } from '@/components/device-info/device-info-slot';
import { HeaderLogo } from '@/components/layout/header-logo';
import { LanguagePicker } from '@/components/ui/language-picker';

/** The logged-out (and pre-PIN) header: logo, product name, device info (desktop) and the language picker. */
export function GuestHeader({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <HeaderLogo alt={t('logoAlt')} />
      <span className="app-header__product">{t('productName')}</span>
      <span className="app-header__spacer" />
      <DeviceInfoSlot />
      {children}
      <LanguagePicker />
    </header>
  );
}
