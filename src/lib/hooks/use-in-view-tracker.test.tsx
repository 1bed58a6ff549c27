import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useInViewTracker } from './use-in-view-tracker';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: the test says which elements came into view. */
class FakeObserver {
  static current: FakeObserver | null = null;
  observed = new Set<Element>();
  constructor(public callback: Callback) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element) {
    this.callback([{ target: element, isIntersecting: true }]);
  }
}

function List({ ids, onLeave }: { ids: string[]; onLeave: (seen: string[]) => void }) {
  const track = useInViewTracker(onLeave);
  return (
    <ul>
      {ids.map((id) => (
        <li key={id} ref={track(id)} data-testid={id}>
          {id}
        </li>
      ))}
    </ul>
  );
}

describe('useInViewTracker', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('reports, on leaving, only the items that came into view, once each, in order', () => {
    const onLeave = vi.fn();
    const view = render(<List ids={['a', 'b', 'c']} onLeave={onLeave} />);
    const observer = FakeObserver.current!;
    observer.show(view.getByTestId('c'));
    observer.show(view.getByTestId('a'));
    observer.show(view.getByTestId('c'));
    expect(onLeave).not.toHaveBeenCalled();
    view.unmount();
    expect(onLeave).toHaveBeenCalledExactlyOnceWith(['c', 'a']);
  });

  it('reports nothing when nothing was seen', () => {
    const onLeave = vi.fn();
    render(<List ids={['a']} onLeave={onLeave} />).unmount();
    expect(onLeave).toHaveBeenCalledExactlyOnceWith([]);
  });
});
