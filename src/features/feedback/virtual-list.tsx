import { measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

import { initialListRect, observeRectAfterLayout } from '@/lib/observe-rect-after-layout';

/**
 * Rows drawn beyond the visible ones, so a swipe does not show blank space; few, since every
 * one drawn costs layout and text shaping on a slow terminal.
 */
const OVERSCAN = 3;
const FOCUSABLE = 'a[href], button:not(:disabled), [tabindex]';

export interface VirtualListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** A row's height before it is measured, in px. */
  estimateSize: number;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
  className?: string;
  /** Start at the newest (last) row and follow new rows, as a message thread does. */
  stickToEnd?: boolean;
}

/**
 * A row's size: what the ResizeObserver saw after the browser's own layout; until then the
 * size known or estimated. Reading it from the row at once (the default) forces a layout per
 * row as rows mount, which made opening a long thread one task of 100 ms and more at 4× CPU.
 */
function observedSize(
  row: Element,
  entry: ResizeObserverEntry | undefined,
  list: Virtualizer<HTMLDivElement, Element>,
): number {
  if (entry) return measureElement(row, entry, list);
  const index = list.indexFromElement(row);
  return list.itemSizeCache.get(list.options.getItemKey(index)) ?? list.options.estimateSize(index);
}

const targetIndex = (key: string, index: number, count: number): number | null => {
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};

/**
 * A list that draws only the rows in view (hundreds or thousands stay smooth on a kiosk), with
 * rows measured as they render. Arrow keys, Home and End move the focus between the rows' controls.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, getKey, estimateSize, renderItem, label, className, stickToEnd = false } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The row to focus once it is drawn (Home and End jump to rows not drawn yet).
  const pendingFocus = useRef<number | null>(null);
  // The virtualizer's functions cannot be memoised; nothing here relies on React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index] as T),
    overscan: OVERSCAN,
    // A scroll renders in a task of its own, not inside the scroll event's: the overscan rows
    // cover the frame until it does (a long list must not make one long task per scroll).
    useFlushSync: false,
    measureElement: observedSize,
    observeElementRect: observeRectAfterLayout,
    initialRect: initialListRect(),
    // A thread opens at its newest rows: the rows at the top are never drawn only to be left.
    initialOffset: stickToEnd
      ? () => Math.max(0, items.length * estimateSize - window.innerHeight)
      : 0,
  });

  useEffect(() => {
    if (stickToEnd && items.length > 0)
      virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
  }, [stickToEnd, items.length, virtualizer]);

  const focusPending = () => {
    if (pendingFocus.current === null) return;
    const row = scrollRef.current?.querySelector(`[data-index="${pendingFocus.current}"]`);
    const control = row?.querySelector(FOCUSABLE);
    if (control instanceof HTMLElement) {
      control.focus();
      pendingFocus.current = null;
    }
  };
  useEffect(focusPending);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest('[data-index]');
    if (!row) return;
    const next = targetIndex(event.key, Number(row.getAttribute('data-index')), items.length);
    if (next === null) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next, { align: 'auto' });
    pendingFocus.current = next;
    focusPending();
  };

  return (
    <div
      ref={scrollRef}
      className={`feedback-virtual-list ${className ?? ''}`}
      role="list"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className="feedback-virtual-list__row"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index] as T, row.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
