import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Popover } from '@/components/ui/popover';
import { LONG_POPOVER_MS } from '@/components/ui/timing';
import { paths, toNotice } from '@/config/paths';
import type { EmployeeNotifications } from '@/lib/api/schemas/employees';
import { formatDayOrTime, parseServerDate } from '@/lib/format/dates';

import { BELL_PREVIEW_COUNT } from './header-constants';

const BellIcon = () => (
  <svg width={30} height={30} viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden>
    <path strokeWidth={2} d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0" />
  </svg>
);

export interface NotificationBellProps {
  count: number;
  notices: EmployeeNotifications['notifications'];
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * The bell with the unread count; tapping it lists the new (unread) notices for 10 s, each with its
 * date (only the time when it is today) and opening its notice.
 */
export function NotificationBell(props: NotificationBellProps) {
  const { count, notices, open, onToggle, onClose: close } = props;
  const { t, i18n } = useTranslation('header');
  const rest = notices.length - BELL_PREVIEW_COUNT;
  return (
    <div className="header-bell">
      <button
        type="button"
        className="icon-button header-bell__button"
        aria-label={count > 0 ? t('notifications.bellCount', { count }) : t('notifications.bell')}
        aria-expanded={open}
        onClick={onToggle}
      >
        <BellIcon />
        {count > 0 ? (
          <span className="header-bell__count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      <Popover
        open={open}
        onClose={close}
        autoCloseMs={LONG_POPOVER_MS}
        label={t('notifications.title')}
      >
        <h2 className="header-popover__title">{t('notifications.title')}</h2>
        {notices.length === 0 ? (
          <p className="header-popover__text">{t('notifications.empty')}</p>
        ) : (
          <ul className="header-bell__list">
            {notices.slice(0, BELL_PREVIEW_COUNT).map((notice) => {
              const start = parseServerDate(notice.start_dt);
              return (
                <li key={notice.uuid} className="header-bell__item">
                  <Link to={toNotice(notice.uuid)} onClick={close}>
                    {notice.title}
                  </Link>
                  {start ? (
                    <time className="header-bell__date" dateTime={start.toISOString()}>
                      {formatDayOrTime(start, i18n.language)}
                    </time>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {rest > 0 ? (
          <p className="header-popover__text">{t('notifications.more', { count: rest })}</p>
        ) : null}
        <Link className="button header-bell__all" to={paths.noticeList} onClick={close}>
          {t('notifications.showAll')}
        </Link>
      </Popover>
    </div>
  );
}
