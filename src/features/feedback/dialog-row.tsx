import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { toFeedbackDialog } from '@/config/paths';
import { cutAt } from '@/components/ui/truncated-text';
import type { FeedbackDialog } from '@/lib/api/schemas/feedback';
import { formatDayOrTime, parseServerDate } from '@/lib/format/dates';

import { SHORT_TEXT_LIMIT, statusLabelKey } from './feedback-rules';

/** One dialog of the list: theme, status label, unread count, short text and last message date. */
export function DialogRow({ dialog }: { dialog: FeedbackDialog }) {
  const { t, i18n } = useTranslation('feedback');
  const date = parseServerDate(dialog.last_message_dt);
  const unread = dialog.unread_message_count;
  return (
    <Link className="feedback-row" to={toFeedbackDialog(dialog.uuid)}>
      <span className="feedback-row__head">
        <span className={`feedback-status feedback-status--${dialog.status}`}>
          {t(statusLabelKey[dialog.status])}
        </span>
        {unread > 0 ? (
          <span className="feedback-badge" aria-label={t('list.unreadCount', { count: unread })}>
            {unread}
          </span>
        ) : null}
        <strong className="feedback-row__theme">{dialog.theme_title}</strong>
        {date ? (
          <span className="feedback-row__date">{formatDayOrTime(date, i18n.language)}</span>
        ) : null}
      </span>
      <span className="feedback-row__text">{cutAt(dialog.short_text, SHORT_TEXT_LIMIT).text}</span>
    </Link>
  );
}
