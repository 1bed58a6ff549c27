import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { Notice } from '@/lib/api/schemas/notices';
import { initialListRect, observeRectAfterLayout } from '@/lib/observe-rect-after-layout';

import { LIST_OVERSCAN, LIST_ROW_HEIGHT } from './notice-constants';
import { NoticeRow, noticeRowLabels } from './notice-row';

export interface NoticeVirtualListProps {
  notices: Notice[];
  now: Date;
  /** Whether the notice's action waits in the outbox. */
  waits: (notice: Notice) => boolean;
}

/**
 * The notices as a scrolling list that renders only the rows in view (smooth with hundreds); rows
 * are memoised, so a scroll renders only the rows it brings in.
 */
export function NoticeVirtualList({ notices, now, waits }: NoticeVirtualListProps) {
  const { t, i18n } = useTranslation('notices');
  // Translated once for every row, not per row on each scroll.
  const labels = useMemo(() => noticeRowLabels(t), [t]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this list itself; nothing here is memoised
  const virtualizer = useVirtualizer({
    count: notices.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LIST_ROW_HEIGHT,
    overscan: LIST_OVERSCAN,
    // A scroll renders in a task of its own, not inside the scroll event's: the overscan rows
    // cover the frame until it does (a long list must not make one long task per scroll).
    useFlushSync: false,
    observeElementRect: observeRectAfterLayout,
    initialRect: initialListRect(),
    getItemKey: (index) => notices[index]?.uuid ?? index,
  });
  return (
    <div ref={scroller} className="notice-list__scroller">
      <ul
        className="notice-list__rows"
        aria-label={t('list.label')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const notice = notices[item.index];
          if (!notice) return null;
          return (
            <li
              key={item.key}
              className="notice-list__row"
              aria-setsize={notices.length}
              aria-posinset={item.index + 1}
              style={{ height: LIST_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              <NoticeRow
                notice={notice}
                now={now}
                language={i18n.language}
                labels={labels}
                waiting={waits(notice)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
