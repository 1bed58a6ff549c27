import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { queueTask } from '@/testing/tasks';

import { sliceCheckpoint } from './yield-to-main';

/** Queues another task of the page and says whether it has run. */
function otherTask(): () => boolean {
  let ran = false;
  queueTask(() => {
    ran = true;
  });
  return () => ran;
}

describe('sliceCheckpoint', () => {
  it('gives the main thread back at the first piece and once the slice is spent, not in between', async () => {
    let now = 1_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    onTestFinished(() => clock.mockRestore());
    const nextSlice = sliceCheckpoint(8);

    const first = otherTask();
    await nextSlice();
    expect(first()).toBe(true);

    now += 7;
    const within = otherTask();
    await nextSlice();
    expect(within()).toBe(false);

    now += 1;
    const spent = otherTask();
    await nextSlice();
    expect(spent()).toBe(true);
  });
});
