import { retryDelay } from './backoff';
import type { OutboxStore } from './outbox-db';
import type { AttemptOutcome, OutboxItem, OutboxTransport, SendResult } from './outbox-types';

/** The time and timers the sender uses; tests pass fake ones. */
export interface OutboxClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Runs a sending pass while no other tab sends (Web Locks), or directly where there are none. */
export type OutboxLock = <T>(pass: () => Promise<T>) => Promise<T>;

export const OUTBOX_LOCK = 'safety-terminal-outbox';

export const systemClock: OutboxClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** One tab of the kiosk sends at a time; a browser without Web Locks has one tab anyway. */
export const webLock: OutboxLock = (pass) =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request(OUTBOX_LOCK, pass) as Promise<Awaited<ReturnType<typeof pass>>>)
    : pass();

export interface OutboxSenderOptions {
  store: OutboxStore;
  transport: OutboxTransport;
  clock?: OutboxClock;
  random?: () => number;
  lock?: OutboxLock;
  /** Called after every change of the items (to refresh counts). */
  onChange?: () => void;
}

/** The first item of each employee, in order: later items wait for it. */
const headsOf = (items: OutboxItem[]) => {
  const heads = new Map<string, OutboxItem>();
  for (const item of items) if (!heads.has(item.employee)) heads.set(item.employee, item);
  return [...heads.values()];
};

/**
 * Sends the outbox: per employee in order, each due head item once per pass (the heads of different
 * employees side by side); failures are retried
 * with back-off (Retry-After honoured), refusals go to the dead letters. It sleeps until the next
 * item is due, and `kick()` wakes it (a new item, the network back).
 */
export function createOutboxSender(options: OutboxSenderOptions) {
  const { store, transport, onChange } = options;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const lock = options.lock ?? webLock;
  const waiters = new Map<string, Array<(outcome: AttemptOutcome) => void>>();
  let timer: unknown;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const settle = (id: string, outcome: AttemptOutcome) => {
    for (const resolve of waiters.get(id) ?? []) resolve(outcome);
    waiters.delete(id);
  };

  /** Settles the callers that had asked before a pass began (later ones wait for the next pass). */
  const settleAsked = (
    id: string,
    asked: Array<(outcome: AttemptOutcome) => void> | undefined,
    outcome: AttemptOutcome,
  ) => {
    const left = (waiters.get(id) ?? []).filter((resolve) => !asked?.includes(resolve));
    asked?.forEach((resolve) => resolve(outcome));
    if (left.length) waiters.set(id, left);
    else waiters.delete(id);
  };

  /** Sends one item; says whether it left the outbox (accepted or refused). */
  const sendOne = async (item: OutboxItem): Promise<boolean> => {
    const result: SendResult = await transport(item).catch((error: unknown) => ({
      ok: false,
      retry: true,
      reason: String(error),
    }));
    const now = clock.now();
    if (result.ok) {
      await store.deliver(item.id, now);
      settle(item.id, 'sent');
      return true;
    }
    if (!result.retry) {
      await store.bury(item.id, result.status, result.reason, now);
      settle(item.id, 'dead');
      return true;
    }
    const attempts = item.attempts + 1;
    const nextAttemptAt = now + retryDelay(attempts, random, result.retryAfterMs);
    Object.assign(item, { attempts, nextAttemptAt, lastError: result.reason });
    await store.reschedule(item.id, { attempts, nextAttemptAt, lastError: result.reason });
    settle(item.id, 'retrying');
    return false;
  };

  /**
   * One pass: the due heads of all employees are sent side by side (one slow server answer for one
   * employee does not hold up the next employee's result); says whether an item left (its
   * successor may be due) and when to wake.
   */
  const pass = async (): Promise<{ progressed: boolean; wakeAt: number | null }> => {
    const asked = new Map([...waiters].map(([id, list]) => [id, [...list]]));
    const items = await store.list();
    const heads = headsOf(items);
    const now = clock.now();
    const gone = await Promise.all(
      heads.map((head) => (!stopped && head.nextAttemptAt <= now ? sendOne(head) : false)),
    );
    const kept = heads.filter((_, at) => !gone[at]);
    // An item behind an earlier one of its employee that is still here waits for it: its caller
    // learns so now (the employee's screen moves on), not after the passes that follow.
    const blocked = new Set(kept.map((head) => head.employee));
    for (const item of items)
      if (blocked.has(item.employee)) settleAsked(item.id, asked.get(item.id), 'waiting');
    const wakeAt = kept.length ? Math.min(...kept.map((head) => head.nextAttemptAt)) : null;
    return { progressed: gone.some(Boolean), wakeAt };
  };

  const schedule = (wakeAt: number | null) => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    if (wakeAt === null || stopped) return;
    timer = clock.setTimeout(kick, Math.max(0, wakeAt - clock.now()));
  };

  const run = async () => {
    let wakeAt: number | null = null;
    while (again && !stopped) {
      again = false;
      try {
        const result = await lock(pass);
        wakeAt = result.wakeAt;
        if (result.progressed) again = true;
      } catch {
        // The database or the lock failed: try again later rather than spin.
        wakeAt = clock.now() + retryDelay(1, random);
      }
      onChange?.();
    }
    schedule(wakeAt);
    for (const id of [...waiters.keys()]) settle(id, 'waiting');
  };

  function kick() {
    if (stopped) return;
    again = true;
    running ??= run().finally(() => {
      running = null;
      if (again) kick();
    });
  }

  return {
    kick,
    /** Sends now what is due and reports what the first attempt brought for this item. */
    attempt: (id: string): Promise<AttemptOutcome> =>
      new Promise((resolve) => {
        waiters.set(id, [...(waiters.get(id) ?? []), resolve]);
        kick();
      }),
    /** Resolves when the current sending (if any) has finished. */
    idle: () => running ?? Promise.resolve(),
    stop: () => {
      stopped = true;
      schedule(null);
      for (const id of [...waiters.keys()]) settle(id, 'waiting');
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
