/**
 * Work split into slices (reading a long list, decoding a large answer) runs for at most this long
 * (ms) before the page gets the main thread back: a slow terminal at 4× CPU still stays well under
 * a 50 ms task (issue 12 item 4).
 */
const READ_SLICE_MS = 8;

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

/**
 * A checkpoint for work done in slices: await it before each piece. The first call, and every call
 * once `sliceMs` have passed since the last pause, gives the main thread back first.
 */
export function sliceCheckpoint(sliceMs = READ_SLICE_MS): () => Promise<void> {
  let sliceStart = Number.NEGATIVE_INFINITY;
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await yieldToMain();
    sliceStart = performance.now();
  };
}
