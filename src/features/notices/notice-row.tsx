import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { TruncatedText } from '@/components/ui/truncated-text';
import { toNotice } from '@/config/paths';
import type { Notice } from '@/lib/api/schemas/notices';
import { formatDayOrTime, parseServerDate } from '@/lib/format/dates';

import { LIST_DESCRIPTION_LIMIT, LIST_TITLE_LIMIT } from './notice-constants';
import { isFaded } from './notice-list-model';

export interface NoticeRowProps {
  notice: Notice;
  now: Date;
}

/** One list row: a link to the notice with its cut title and description, type, status and date. */
export function NoticeRow({ notice, now }: NoticeRowProps) {
  const { t, i18n } = useTranslation('notices');
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
        <TruncatedText className="notice-row__title" text={notice.title} limit={LIST_TITLE_LIMIT} />
        {start ? (
          <time className="notice-row__date" dateTime={start.toISOString()}>
            {formatDayOrTime(start, i18n.language, now)}
          </time>
        ) : null}
      </span>
      <TruncatedText
        className="notice-row__description"
        text={notice.description}
        limit={LIST_DESCRIPTION_LIMIT}
      />
      <span className="notice-row__meta">
        <span className="notice-row__type">{t(`types.${notice.type}`)}</span>
        <span className="notice-row__status">
          {t(notice.read ? 'status.read' : 'status.unread')}
        </span>
      </span>
    </Link>
  );
}
