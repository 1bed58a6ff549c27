import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { deferredModule, useDeferredModule } from './use-deferred-module';

afterEach(() => vi.unstubAllGlobals());

function Part({ idle }: { idle: boolean }) {
  const loaded = useDeferredModule(part, true, { idle });
  return <p>{loaded ? loaded.text : 'not yet'}</p>;
}
const importer = vi.fn(async () => ({ text: 'the part' }));
const part = deferredModule(importer);

describe('useDeferredModule', () => {
  it('with idle, asks for the code only once the browser is idle, then shows it', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<Part idle />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
    await act(async () => idle[0]?.());
    expect(importer).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('with retryMs, asks again that long after a failed download, and not before', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const flaky = deferredModule(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { text: 'arrived' };
    });
    function Flaky() {
      const loaded = useDeferredModule(flaky, true, { retryMs: 3_000 });
      return <p>{loaded ? loaded.text : 'not yet'}</p>;
    }
    render(<Flaky />);
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(calls).toBe(1);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls).toBe(2);
    expect(screen.getByText('arrived')).toBeInTheDocument();
  });
});
