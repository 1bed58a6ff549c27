import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { NoticeAction } from '@/lib/api/schemas/notices';
import { formatDateTime, parseServerDate } from '@/lib/format/dates';

import { NoticeActionButtons } from './notice-action-buttons';
import { NoticeContent } from './notice-content';
import { NoticesFailed, NoticesLoading } from './notices-status';
import { useNoticeAction } from './use-notice-action';
import { useNoticeWaitEnded, useNoticeWaits } from './use-notice-waits';
import { useNotices } from './use-notices';
import './notices.css';
import './notice-detail.css';

/**
 * /notice-list/{id} (spec 2 §2, §4): one notice with its action buttons. An action POSTs its
 * callbacks in order, then returns to the list, which loads the notices again. A notice whose
 * action waits in the outbox says so, and its buttons are disabled; when it waits no more, the
 * screen returns to the list as after the action.
 */
export function NoticeDetailScreen() {
  const { t, i18n } = useTranslation('notices');
  const { id } = useParams();
  const navigate = useNavigate();
  const { state } = useNotices('notices:errors.load');
  const { run, busy } = useNoticeAction();
  const waits = useNoticeWaits();

  const notice = state.status === 'ready' ? state.notices.find((n) => n.uuid === id) : undefined;
  // Shown as waiting (not an action of this screen in flight): once its action has arrived (or was
  // refused), the notice is done with as after an action here, and the list loads it again.
  const waitingId = notice && !busy && waits(notice) ? notice.uuid : null;
  useNoticeWaitEnded(waitingId, () => void navigate(paths.noticeList));
  const date = (value: string | null) => {
    const parsed = parseServerDate(value);
    return parsed ? formatDateTime(parsed, i18n.language) : '—';
  };
  const act = async (action: NoticeAction) => {
    if (notice && waits(notice)) return;
    if (await run(action)) void navigate(paths.noticeList);
  };

  const body = () => {
    if (state.status === 'loading') return <NoticesLoading />;
    if (state.status === 'failed') return <NoticesFailed messageKey="errors.load" />;
    if (!notice) return <NoticesFailed messageKey="errors.loadOne" />;
    return (
      <article className={`notice-detail notice-detail--${notice.type}`}>
        <h2 className="notice-detail__title">{notice.title}</h2>
        <p className="notice-detail__meta">
          <span>{t(`types.${notice.type}`)}</span>
          <span>{t(notice.read ? 'status.read' : 'status.unread')}</span>
          <span>
            {t('detail.period', { start: date(notice.start_dt), end: date(notice.end_dt) })}
          </span>
        </p>
        {notice.description ? (
          <p className="notice-detail__description">{notice.description}</p>
        ) : null}
        <NoticeContent content={notice.content} />
        <NoticeActionButtons
          actions={notice.actions}
          disabled={busy}
          waiting={waits(notice)}
          onAction={act}
        />
      </article>
    );
  };

  return (
    <main className="screen notice-detail-screen">
      <div className="notices-top">
        <h1 className="screen__title">{t('detail.title')}</h1>
        <Link className="button" to={paths.noticeList}>
          {t('actions.back')}
        </Link>
      </div>
      {body()}
    </main>
  );
}
