import { vi } from 'vitest';

/**
 * jsdom lays nothing out: give scroll containers a viewport height, rows a height (none: rows keep
 * the list's estimate), a scroll height that follows the virtual list's sizer, and a scrollTo that
 * scrolls and then reports it, so a virtual list draws the rows a kiosk screen would. The spies are
 * restored with the test's mocks; `scrollTo` stays until the next call replaces it.
 */
export function fakeListLayout({ viewport = 600, row = 100 as number | null } = {}) {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(viewport);
  if (row !== null) vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(row);
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    const sizer = this.firstElementChild;
    return sizer instanceof HTMLElement ? Number.parseFloat(sizer.style.height) || 0 : 0;
  });
  Element.prototype.scrollTo = function scrollTo(
    this: Element,
    options?: ScrollToOptions | number,
  ) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    // A browser reports a scroll after the call returns, never from inside it.
    queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
  } as Element['scrollTo'];
}
