/**
 * Queues `run` as another task of the page (a tap, a frame), the way yieldToMain's fallback queues
 * its own: a message, which no fake timer holds. Tests use it to see whether work gave the main
 * thread back.
 */
export function queueTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
