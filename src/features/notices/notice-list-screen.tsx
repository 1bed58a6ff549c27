import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { LIST_PREVIEW_COUNT } from './notice-constants';
import { NoticeFilters } from './notice-filters';
import {
  filterNotices,
  NO_FILTERS,
  sortByStart,
  type NoticeFilters as Filters,
  type SortOrder,
} from './notice-list-model';
import { NoticeVirtualList } from './notice-virtual-list';
import { NoticesFailed, NoticesLoading } from './notices-status';
import { useNoticeWaits } from './use-notice-waits';
import { useNotices } from './use-notices';
import './notices.css';
import './notice-list.css';

/**
 * /notice-list (spec 2 §2): the employee's notices with the filters and the date sort; a preview
 * of 5 first, the rest behind "(+N)". A notice whose action waits in the outbox shows as waiting;
 * once it waits no more the list is loaded again.
 */
export function NoticeListScreen() {
  const { t } = useTranslation('notices');
  const { state, reload } = useNotices('notices:errors.load');
  // An action that waited has arrived (or was refused): the list says what the server now holds.
  const waits = useNoticeWaits(reload);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [order, setOrder] = useState<SortOrder>('desc');
  const [expanded, setExpanded] = useState(false);
  // "Today" and "has ended" are judged at the time the screen opened.
  const [now] = useState(() => new Date());
  const notices = useMemo(() => (state.status === 'ready' ? state.notices : []), [state]);
  const shown = useMemo(
    () => sortByStart(filterNotices(notices, filters, now), order),
    [notices, filters, now, order],
  );
  const rest = shown.length - LIST_PREVIEW_COUNT;

  const body = () => {
    if (state.status === 'loading') return <NoticesLoading />;
    if (state.status === 'failed')
      return <NoticesFailed messageKey="errors.load" onRetry={reload} />;
    if (notices.length === 0) return <p className="status-line">{t('empty.list')}</p>;
    if (shown.length === 0) return <p className="status-line">{t('empty.filtered')}</p>;
    return (
      <>
        <NoticeVirtualList
          notices={expanded ? shown : shown.slice(0, LIST_PREVIEW_COUNT)}
          now={now}
          waits={waits}
        />
        {!expanded && rest > 0 ? (
          <button
            type="button"
            className="button notice-list__more"
            aria-label={t('list.showAll', { count: rest })}
            onClick={() => setExpanded(true)}
          >
            {t('list.more', { count: rest })}
          </button>
        ) : null}
      </>
    );
  };

  return (
    <main className="screen notice-list">
      <div className="notices-top">
        <h1 className="screen__title">{t('title')}</h1>
        <Link className="button" to={paths.cabinet}>
          {t('actions.back')}
        </Link>
      </div>
      {state.status === 'ready' && notices.length > 0 ? (
        <NoticeFilters filters={filters} order={order} onFilters={setFilters} onOrder={setOrder} />
      ) : null}
      {body()}
    </main>
  );
}
