import { memo } from 'react';
import type { TFunction } from 'i18next';

import type { LibraryItem, LibraryType } from '@/lib/api/schemas/library';
import type { WaitingMark } from '@/lib/outbox/waiting-matchers';

import { typeKey } from './type-filter';

/** The words a row shows besides its title, translated once for the whole list. */
export interface RowLabels {
  types: Record<LibraryType, string>;
  important: string;
  unread: string;
  read: string;
  signed: string;
  needsSignature: string;
  waiting: string;
}

/** The row labels in the interface language (`t` of the library namespace). */
export const rowLabels = (t: TFunction<'library'>): RowLabels => ({
  types: {
    text_document: t(typeKey('text_document')),
    video_tutorial: t(typeKey('video_tutorial')),
    simulated_situation: t(typeKey('simulated_situation')),
  },
  important: t('status.important'),
  unread: t('status.unread'),
  read: t('status.read'),
  signed: t('status.signed'),
  needsSignature: t('status.needsSignature'),
  waiting: t('status.waiting'),
});

/**
 * One material in the list: title, type and its marks (important, unread or read, signature). A
 * material whose read mark waits in the outbox (`waiting`) is marked so in place of unread or read,
 * and a waiting signature no longer asks for one. Memoised: scrolling re-renders the list, and a
 * row already in view stays as it is.
 */
export const MaterialRow = memo(function MaterialRow({
  item,
  labels,
  waiting,
  onOpen,
}: {
  item: LibraryItem;
  labels: RowLabels;
  waiting?: WaitingMark;
  onOpen: (item: LibraryItem) => void;
}) {
  const unread = item.unread && !waiting;
  const classes = [
    'library__row',
    unread ? 'library__row--unread' : '',
    item.important ? 'library__row--important' : '',
  ].join(' ');
  return (
    <button type="button" className={classes} onClick={() => onOpen(item)}>
      <span className="library__row-title">{item.title}</span>
      <span className="library__row-marks">
        <span className="library__row-type">{labels.types[item.type]}</span>
        {item.important ? (
          <span className="library__mark library__mark--important">{labels.important}</span>
        ) : null}
        {waiting ? (
          <span className="library__mark library__mark--waiting">{labels.waiting}</span>
        ) : (
          <span className={`library__mark${unread ? ' library__mark--unread' : ''}`}>
            {unread ? labels.unread : labels.read}
          </span>
        )}
        {item.metaFields.use_signature && waiting !== 'signed' ? (
          <span className="library__mark">
            {item.signed ? labels.signed : labels.needsSignature}
          </span>
        ) : null}
      </span>
    </button>
  );
});
