import { afterEach, describe, expect, it, vi } from 'vitest';

import { within } from './within';

afterEach(() => vi.useRealTimers());

describe('within', () => {
  it('gives what settles in time, and null once the time is up', async () => {
    vi.useFakeTimers();
    expect(await within(Promise.resolve('kept'), 1_000)).toBe('kept');
    let late: string | null | undefined;
    void within(new Promise<string>(() => undefined), 1_000).then((value) => (late = value));
    await vi.advanceTimersByTimeAsync(999);
    expect(late).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
