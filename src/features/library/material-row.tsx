import { useTranslation } from 'react-i18next';

import type { LibraryItem } from '@/lib/api/schemas/library';

import { typeKey } from './type-filter';

/** One material in the list: title, type and its marks (important, unread or read, signature). */
export function MaterialRow({ item, onOpen }: { item: LibraryItem; onOpen: () => void }) {
  const { t } = useTranslation('library');
  const classes = [
    'library__row',
    item.unread ? 'library__row--unread' : '',
    item.important ? 'library__row--important' : '',
  ].join(' ');
  return (
    <button type="button" className={classes} onClick={onOpen}>
      <span className="library__row-title">{item.title}</span>
      <span className="library__row-marks">
        <span className="library__row-type">{t(typeKey(item.type))}</span>
        {item.important ? (
          <span className="library__mark library__mark--important">{t('status.important')}</span>
        ) : null}
        <span className={`library__mark${item.unread ? ' library__mark--unread' : ''}`}>
          {item.unread ? t('status.unread') : t('status.read')}
        </span>
        {item.metaFields.use_signature ? (
          <span className="library__mark">
            {item.signed ? t('status.signed') : t('status.needsSignature')}
          </span>
        ) : null}
      </span>
    </button>
  );
}
