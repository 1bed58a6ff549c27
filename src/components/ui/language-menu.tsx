import { useTranslation } from 'react-i18next';

import type { useLanguage } from '@/lib/use-language';

import { Modal } from './modal';

type Languages = ReturnType<typeof useLanguage>;

/**
 * The language picker's list, in a modal: a chunk of its own that ./language-picker.tsx loads
 * once the start screen is idle, or when it is opened (issue 12 item 2).
 */
export function LanguageMenu({
  locale,
  available,
  onChoose,
  onClose,
}: Pick<Languages, 'locale' | 'available'> & {
  onChoose: (language: Languages['locale']) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('language.choose')} onClose={onClose}>
      <ul className="language-list">
        {available.map((entry) => (
          <li key={entry.language}>
            <button
              type="button"
              className="language-list__item"
              aria-pressed={entry.language === locale}
              onClick={() => onChoose(entry.language)}
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
  );
}
