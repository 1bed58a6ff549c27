import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { LibraryItem } from '@/lib/api/schemas/library';
import type { WaitingMark } from '@/lib/outbox/waiting-matchers';
import { initialListRect, observeRectAfterLayout } from '@/lib/observe-rect-after-layout';

import { LIST_OVERSCAN, ROW_HEIGHT_PX } from './library-constants';
import { MaterialRow, rowLabels } from './material-row';

const STEPS: Partial<Record<string, (index: number, last: number) => number>> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * The materials as a virtual list: only the rows in view (and a few around) are in the page, so a
 * library of thousands of materials scrolls smoothly. Rows are buttons (Tab, Enter, Space); the
 * arrow keys, Home and End move between rows, scrolling the next one into view first. Pass a
 * stable `onOpen` and `items`: rows are memoised, so a scroll renders only the rows it brings in.
 */
export function MaterialList({
  items,
  waiting,
  onOpen,
}: {
  items: readonly LibraryItem[];
  /** The materials (by uuid) whose read mark waits in the outbox. */
  waiting: ReadonlyMap<string, WaitingMark>;
  onOpen: (item: LibraryItem) => void;
}) {
  const { t } = useTranslation('library');
  // Translated once for every row, not per row on each scroll.
  const labels = useMemo(() => rowLabels(t), [t]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the brief's list virtualiser; this small component needs no compiler memoising
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: LIST_OVERSCAN,
    // A scroll renders in a task of its own, not inside the scroll event's: the overscan rows
    // cover the frame until it does (a long list must not make one long task per scroll).
    useFlushSync: false,
    observeElementRect: observeRectAfterLayout,
    initialRect: initialListRect(),
    getItemKey: (index) => items[index]?.uuid ?? index,
  });

  // The row the arrow keys, Home or End moved to: focused once it is drawn (it may be far away).
  const pendingFocus = useRef<number | null>(null);
  const focusPending = () => {
    if (pendingFocus.current === null) return;
    const button = scroller.current?.querySelector<HTMLElement>(
      `[data-index="${pendingFocus.current}"] button`,
    );
    if (!button) return;
    button.focus();
    pendingFocus.current = null;
  };
  useEffect(focusPending);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!step || !row) return;
    event.preventDefault();
    const next = step(Number(row.dataset.index), items.length - 1);
    virtualizer.scrollToIndex(next);
    pendingFocus.current = next;
    focusPending();
  };

  return (
    <div
      ref={scroller}
      className="library__list"
      role="list"
      aria-label={t('list.label')}
      onKeyDown={onKeyDown}
    >
      <div className="library__list-inner" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <div
              key={row.key}
              role="listitem"
              className="library__list-row"
              data-index={row.index}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{ height: ROW_HEIGHT_PX, transform: `translateY(${row.start}px)` }}
            >
              <MaterialRow
                item={item}
                labels={labels}
                waiting={waiting.get(item.uuid)}
                onOpen={onOpen}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
