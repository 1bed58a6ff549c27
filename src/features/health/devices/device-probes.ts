import type { BreathalyzerApi, RfidApi } from '@shared/kiosk-api';

/** How long the breathalyzer probe waits for the device's statuses after $START. */
export const BREATHALYZER_PROBE_MS = 5_000;
/** How long the RFID test waits for a card. */
export const RFID_PROBE_MS = 30_000;

/** One line of a probe: what was asked or answered, as the installer reads it. */
export type ProbeLine =
  | { kind: 'present'; present: boolean }
  | { kind: 'start' | 'reset'; ok: boolean; message?: string }
  | { kind: 'status'; status: string }
  | { kind: 'result'; text: string }
  | { kind: 'error'; code: string; message: string };

/**
 * The breathalyzer's test: is it there, a $START with the statuses it answers for a few seconds
 * (until ready), then a $RESET so it goes back to idle. Every subscription is released.
 */
export async function probeBreathalyzer(
  api: BreathalyzerApi,
  waitMs = BREATHALYZER_PROBE_MS,
): Promise<ProbeLine[]> {
  const lines: ProbeLine[] = [];
  const present = await api.isPresent().catch(() => false);
  lines.push({ kind: 'present', present });
  if (!present) return lines;
  let done = () => undefined as void;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const stops = [
    api.onStatus((status) => {
      lines.push({ kind: 'status', status });
      if (status !== 'analysing') done();
    }),
    api.onResult((text) => lines.push({ kind: 'result', text })),
    api.onError((error) => {
      lines.push({ kind: 'error', code: error.code, message: error.message });
      done();
    }),
  ];
  const timer = setTimeout(done, waitMs);
  try {
    const started = await api.start();
    lines.push({
      kind: 'start',
      ok: started.ok,
      ...(started.ok ? {} : { message: started.message }),
    });
    if (started.ok) await finished;
  } finally {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
  }
  const reset = await api.reset();
  lines.push({ kind: 'reset', ok: reset.ok, ...(reset.ok ? {} : { message: reset.message }) });
  return lines;
}

/** Waits for one card on the RFID reader (or the time-out: null); the subscription is released. */
export function readOneCard(
  api: RfidApi,
  waitMs = RFID_PROBE_MS,
): { card: Promise<string | null>; cancel: () => void } {
  let stop = () => undefined as void;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const card = new Promise<string | null>((resolve) => {
    const off = api.onCard((code) => {
      stop();
      resolve(code);
    });
    timer = setTimeout(() => {
      stop();
      resolve(null);
    }, waitMs);
    stop = () => {
      off();
      clearTimeout(timer);
    };
  });
  return { card, cancel: () => stop() };
}
