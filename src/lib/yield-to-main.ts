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
