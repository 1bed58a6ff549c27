import { vi } from 'vitest';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: the test says which elements came into view. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | null = null;
  constructor(private callback: Callback) {
    FakeIntersectionObserver.current = this;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  show(element: Element) {
    this.callback([{ target: element, isIntersecting: true }]);
  }
}

/** Puts the fake in IntersectionObserver's place (vi.unstubAllGlobals puts the real one back). */
export function fakeIntersectionObserver() {
  FakeIntersectionObserver.current = null;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** The observer the screen made, once its effect has run (that runs after the items render). */
export const madeObserver = () =>
  vi.waitFor(() => {
    if (!FakeIntersectionObserver.current) throw new Error('no IntersectionObserver made yet');
    return FakeIntersectionObserver.current;
  });
