import { memo } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';

import { cutAt } from '@/components/ui/truncated-text';
import { toNotice } from '@/config/paths';
import { NOTICE_TYPES, type Notice, type NoticeType } from '@/lib/api/schemas/notices';
import { formatDayOrTime, parseServerDate } from '@/lib/format/dates';

import { LIST_DESCRIPTION_LIMIT, LIST_TITLE_LIMIT } from './notice-constants';
import { isFaded } from './notice-list-model';

/** The words a row shows besides the notice's own text, translated once for the whole list. */
export interface NoticeRowLabels {
  types: Record<NoticeType, string>;
  read: string;
  unread: string;
  waiting: string;
}

/** The row labels in the interface language (`t` of the notices namespace). */
export const noticeRowLabels = (t: TFunction<'notices'>): NoticeRowLabels => ({
  types: Object.fromEntries(NOTICE_TYPES.map((type) => [type, t(`types.${type}`)])) as Record<
    NoticeType,
    string
  >,
  read: t('status.read'),
  unread: t('status.unread'),
  waiting: t('status.waiting'),
});

export interface NoticeRowProps {
  notice: Notice;
  now: Date;
  language: string;
  labels: NoticeRowLabels;
  /** Its action waits in the outbox to be sent: shown in place of read or unread. */
  waiting: boolean;
}

/**
 * One list row: a link to the notice with its cut title and description, type, status (waiting to
 * be sent when its action waits in the outbox) and date.
 * Memoised: scrolling re-renders the list, and a row already in view stays as it is.
 */
export const NoticeRow = memo(function NoticeRow({
  notice,
  now,
  language,
  labels,
  waiting,
}: NoticeRowProps) {
  const start = parseServerDate(notice.start_dt);
  const classes = [
    'notice-row',
    `notice-row--${notice.type}`,
    notice.read ? 'notice-row--read' : 'notice-row--unread',
    isFaded(notice, now) ? 'notice-row--faded' : '',
  ];
  return (
    <Link className={classes.filter(Boolean).join(' ')} to={toNotice(notice.uuid)}>
      <span className="notice-row__head">
        <span className="notice-row__title">{cutAt(notice.title, LIST_TITLE_LIMIT).text}</span>
        {start ? (
          <time className="notice-row__date" dateTime={start.toISOString()}>
            {formatDayOrTime(start, language, now)}
          </time>
        ) : null}
      </span>
      <span className="notice-row__description">
        {cutAt(notice.description, LIST_DESCRIPTION_LIMIT).text}
      </span>
      <span className="notice-row__meta">
        <span className="notice-row__type">{labels.types[notice.type]}</span>
        {waiting ? (
          <span className="notice-row__status notice-row__status--waiting">{labels.waiting}</span>
        ) : (
          <span className="notice-row__status">{notice.read ? labels.read : labels.unread}</span>
        )}
      </span>
    </Link>
  );
});
