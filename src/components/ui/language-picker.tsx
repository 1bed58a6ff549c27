import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { deferredModule, useDeferredModule } from '@/lib/hooks/use-deferred-module';
import { useLanguage } from '@/lib/use-language';

import { GlobeIcon } from './icons';

/** The list's code: loaded once the screen is idle, or at once when the picker is opened. */
export const languageMenu = deferredModule(() => import('./language-menu'));

/** The header's language picker: the current language and a list to switch. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { locale, available, change } = useLanguage();
  const [open, setOpen] = useState(false);
  const menu = useDeferredModule(languageMenu, true, { idle: !open });
  const current = available.find((entry) => entry.language === locale);
  return (
    <>
      <button
        type="button"
        className="language-button"
        aria-label={t('language.title')}
        onClick={() => setOpen(true)}
      >
        <GlobeIcon />
        <span>{current?.title ?? t(`language.names.${locale}`)}</span>
      </button>
      {open && menu ? (
        <menu.LanguageMenu
          locale={locale}
          available={available}
          onClose={() => setOpen(false)}
          onChoose={(language) => {
            setOpen(false);
            void change(language);
          }}
        />
      ) : null}
    </>
  );
}
