import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeIntersectionObserver, madeObserver } from '@/testing/intersection-observer';

import { useInViewTracker } from './use-in-view-tracker';

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
  beforeEach(fakeIntersectionObserver);
  afterEach(() => vi.unstubAllGlobals());

  it('reports, on leaving, only the items that came into view, once each, in order', async () => {
    const onLeave = vi.fn();
    const view = render(<List ids={['a', 'b', 'c']} onLeave={onLeave} />);
    const observer = await madeObserver();
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
