import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '@/lib/use-language';

import { GlobeIcon } from './icons';
import { Modal } from './modal';

/** The header's language picker: the current language and a list to switch. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { locale, available, change } = useLanguage();
  const [open, setOpen] = useState(false);
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
      {open ? (
        <Modal title={t('language.choose')} onClose={() => setOpen(false)}>
          <ul className="language-list">
            {available.map((entry) => (
              <li key={entry.language}>
                <button
                  type="button"
                  className="language-list__item"
                  aria-pressed={entry.language === locale}
                  onClick={() => {
                    setOpen(false);
                    void change(entry.language);
                  }}
                >
                  {entry.icon ? <img src={entry.icon} alt="" width={32} height={24} /> : null}
                  <span lang={entry.language}>
                    {entry.title ?? t(`language.names.${entry.language}`)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </>
  );
}
