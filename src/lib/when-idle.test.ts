import { afterEach, describe, expect, it, vi } from 'vitest';

import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, at most the timeout', () => {
    const asked: Array<{ run: () => void; timeout?: number }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      asked.push({ run, timeout: options?.timeout });
      return asked.length;
    });
    const work = vi.fn();
    whenIdle(work, 1_500);
    expect(work).not.toHaveBeenCalled();
    expect(asked[0]?.timeout).toBe(1_500);
    asked[0]?.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before it runs', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    whenIdle(() => undefined)();
    expect(cancelled).toEqual([7]);
  });

  it('without requestIdleCallback runs on the next turn', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
