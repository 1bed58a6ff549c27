import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * A virtual list's scroll box size as the ResizeObserver reports it, after the browser's own
 * layout. The virtualizer's default also reads it at once when the list mounts: in the commit
 * that puts a long list's rows in the page, that forces a layout of the whole screen (and a
 * second render and layout when the size is not the initial one), one task of 50 ms or more at
 * 4× CPU. Here the list first renders for its initial size and grows to its real one a frame
 * later, in a task of its own. Without a ResizeObserver (tests) it reads the size at once.
 */
export function observeRectAfterLayout<T extends Element>(
  list: Virtualizer<T, Element>,
  onRect: (rect: Rect) => void,
): (() => void) | undefined {
  const box = list.scrollElement;
  if (!box) return undefined;
  const read = () => onRect({ width: box.clientWidth, height: box.clientHeight });
  if (typeof ResizeObserver !== 'function') {
    read();
    return undefined;
  }
  const observer = new ResizeObserver(read);
  observer.observe(box);
  return () => observer.disconnect();
}

/**
 * The size a list renders for until the ResizeObserver reports its box: the window's, which no
 * list box exceeds, so the first rows drawn fill the box whatever the screen.
 */
export const initialListRect = (): Rect => ({
  width: window.innerWidth,
  height: window.innerHeight,
});
