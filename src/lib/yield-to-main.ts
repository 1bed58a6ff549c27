/**
 * Work split into slices (reading a long list, decoding a large answer) runs for at most this long
 * (ms) before the page gets the main thread back: a slow terminal at 4× CPU still stays well under
 * a 50 ms task (issue 12 item 4).
 */
export const READ_SLICE_MS = 8;

interface YieldingScheduler {
  yield: () => Promise<void>;
}

/** Gives the main thread back for a moment (taps, painting, other tasks), then resumes. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // A message is a new task without setTimeout's clamping (and no fake timer holds it in tests).
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
}
