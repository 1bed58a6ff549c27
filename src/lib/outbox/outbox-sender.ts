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

/**
 * Sends one item while no other attempt (of this tab or another) sends it: resolves with what
 * `send` returned, or null when the item is being sent elsewhere right now.
 */
export type OutboxItemLock = <T>(id: string, send: () => Promise<T>) => Promise<T | null>;

export const OUTBOX_LOCK = 'safety-terminal-outbox';

/** An item that has failed this long (since it was made) goes to the dead letters: 7 days. */
export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** …or after this many failed attempts (some nine days of 5-minute retries). */
export const GIVE_UP_AFTER_ATTEMPTS = 2_500;

export const systemClock: OutboxClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const locks = () => (typeof navigator !== 'undefined' ? navigator.locks : undefined);

/** One tab of the kiosk runs passes at a time; a browser without Web Locks has one tab anyway. */
export const webLock: OutboxLock = (pass) =>
  locks()
    ? (locks()!.request(OUTBOX_LOCK, pass) as Promise<Awaited<ReturnType<typeof pass>>>)
    : pass();

/** One attempt at a time per item, across tabs: an item being sent elsewhere is skipped. */
export const webItemLock: OutboxItemLock = async (id, send) => {
  const available = locks();
  if (!available) return send();
  return available.request(`${OUTBOX_LOCK}:${id}`, { ifAvailable: true }, (lock) =>
    lock ? send() : null,
  );
};

export interface OutboxSenderOptions {
  store: OutboxStore;
  transport: OutboxTransport;
  clock?: OutboxClock;
  random?: () => number;
  lock?: OutboxLock;
  itemLock?: OutboxItemLock;
  /** Called after every change of the items (to refresh counts). */
  onChange?: () => void;
}

/** The first item of each employee, in order: later items wait for it. */
const headsOf = (items: OutboxItem[]) => {
  const heads = new Map<string, OutboxItem>();
  for (const item of items) if (!heads.has(item.employee)) heads.set(item.employee, item);
  return [...heads.values()];
};

const days = (ms: number) => Math.round((ms / 86_400_000) * 10) / 10;

/**
 * Sends the outbox: per employee in order, each due head item once per pass (the heads of different
 * employees side by side); failures are retried with back-off (Retry-After honoured), refusals and
 * items that failed for a week go to the dead letters. It sleeps until the next item is due;
 * `kick()` wakes it (a new item), `retryNow()` sends everything at once (the network is back), and
 * `attempt(id)` makes a new item's first attempt at once, whatever is under way.
 */
export function createOutboxSender(options: OutboxSenderOptions) {
  const { store, transport, onChange } = options;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const lock = options.lock ?? webLock;
  const itemLock = options.itemLock ?? webItemLock;
  const waiters = new Map<string, Array<(outcome: AttemptOutcome) => void>>();
  /** Items being sent by this tab now: a pass skips them. */
  const inFlight = new Set<string>();
  let timer: unknown;
  let running: Promise<void> | null = null;
  let again = false;
  let force = false;
  let stopped = false;

  const settle = (id: string, outcome: AttemptOutcome) => {
    for (const resolve of waiters.get(id) ?? []) resolve(outcome);
    waiters.delete(id);
  };

  /** What a failed attempt leads to: another one later, or the dead letters once it has failed too long. */
  const failed = async (
    item: OutboxItem,
    result: Exclude<SendResult, { ok: true }>,
    now: number,
  ) => {
    if (!result.retry) {
      await store.bury(item.id, result.status, result.reason, now);
      return 'dead';
    }
    const attempts = item.attempts + 1;
    if (now - item.createdAt >= GIVE_UP_AFTER_MS || attempts >= GIVE_UP_AFTER_ATTEMPTS) {
      const reason = `given up after ${attempts} attempts in ${days(now - item.createdAt)} days; the last: ${result.reason}`;
      await store.bury(item.id, 0, reason, now);
      return 'dead';
    }
    const nextAttemptAt = now + retryDelay(attempts, random, result.retryAfterMs);
    const change = {
      attempts,
      nextAttemptAt,
      lastError: result.reason,
      ...(result.token ? { token: result.token } : {}),
    };
    Object.assign(item, change);
    await store.reschedule(item.id, change);
    return 'retrying';
  };

  /**
   * Sends one item and settles its callers: what the attempt brought, or null when it is being sent
   * elsewhere right now (by this tab or another) or, for a pass, is not due. The item is read again
   * under its lock: a pass works from a list made before, and what an attempt beside it delivered
   * or rescheduled meanwhile must not be sent again.
   */
  const sendOne = async (listed: OutboxItem, all = true): Promise<AttemptOutcome | null> => {
    if (inFlight.has(listed.id)) return null;
    inFlight.add(listed.id);
    try {
      const outcome = await itemLock(listed.id, async (): Promise<AttemptOutcome | null> => {
        const item = await store.get(listed.id);
        if (!item) return store.settled(listed.id);
        if (!all && item.nextAttemptAt > clock.now()) return null;
        const result: SendResult = await transport(item).catch((error: unknown) => ({
          ok: false,
          retry: true,
          reason: String(error),
        }));
        const now = clock.now();
        if (!result.ok) return failed(item, result, now);
        await store.deliver(item.id, now);
        return 'sent';
      });
      if (outcome) settle(listed.id, outcome);
      return outcome;
    } finally {
      inFlight.delete(listed.id);
    }
  };

  /** Whether an attempt's item left the outbox (accepted or refused): its successor may be due. */
  const left = (outcome: AttemptOutcome | null) => outcome === 'sent' || outcome === 'dead';

  /**
   * One pass: the due heads of all employees are sent side by side (one slow server answer for one
   * employee does not hold up the next employee's result); says whether an item left (its
   * successor may be due) and when to wake.
   */
  const pass = async (all: boolean): Promise<{ progressed: boolean; wakeAt: number | null }> => {
    const items = await store.list();
    const heads = headsOf(items);
    const now = clock.now();
    const gone = await Promise.all(
      heads.map(async (head) =>
        !stopped && (all || head.nextAttemptAt <= now) ? left(await sendOne(head, all)) : false,
      ),
    );
    const kept = heads.filter((_, at) => !gone[at]);
    // An item being sent now wakes the sender itself when its attempt ends.
    const waiting = kept.filter((head) => !inFlight.has(head.id));
    const wakeAt = waiting.length ? Math.min(...waiting.map((head) => head.nextAttemptAt)) : null;
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
      const all = force;
      force = false;
      try {
        const result = await lock(() => pass(all));
        wakeAt = result.wakeAt;
        if (result.progressed) again = true;
      } catch {
        // The database or the lock failed: try again later rather than spin.
        wakeAt = clock.now() + retryDelay(1, random);
      }
      onChange?.();
    }
    schedule(wakeAt);
  };

  function kick() {
    if (stopped) return;
    again = true;
    running ??= run().finally(() => {
      running = null;
      if (again) kick();
    });
  }

  /** The first attempt of an item at once, beside any pass or retry under way. */
  const attemptNow = async (id: string): Promise<AttemptOutcome> => {
    const items = await store.list();
    const index = items.findIndex((item) => item.id === id);
    const item = items[index];
    // A pass under way took it before this attempt began.
    if (!item) return (await store.settled(id)) ?? 'waiting';
    const answer = new Promise<AttemptOutcome>((resolve) => {
      waiters.set(id, [...(waiters.get(id) ?? []), resolve]);
    });
    // Under way in a pass: its outcome comes with that attempt.
    if (inFlight.has(id)) return answer;
    // An earlier item of its employee goes first (the screen moves on; the pass sends it later).
    if (items.slice(0, index).some((earlier) => earlier.employee === item.employee))
      settle(id, 'waiting');
    // Being sent by another tab right now: it is kept, and its outcome is not ours to wait for.
    else if ((await sendOne(item)) === null) settle(id, 'waiting');
    onChange?.();
    kick();
    return answer;
  };

  /** First attempts under way (idle() waits for them as for a pass). */
  const attempting = new Set<Promise<AttemptOutcome>>();

  return {
    kick,
    /** Sends this item now, beside whatever is under way, and reports what its attempt brought. */
    attempt: (id: string): Promise<AttemptOutcome> => {
      if (stopped) return Promise.resolve('waiting');
      const attempt = attemptNow(id);
      attempting.add(attempt);
      void attempt.finally(() => attempting.delete(attempt));
      return attempt;
    },
    /** Sends every waiting item now, back-off or not (the network is back). */
    retryNow: () => {
      force = true;
      kick();
    },
    /** Resolves when nothing is being sent any more (passes and first attempts). */
    idle: async () => {
      while (running || attempting.size) await Promise.allSettled([running, ...attempting]);
    },
    stop: () => {
      stopped = true;
      schedule(null);
      for (const id of [...waiters.keys()]) settle(id, 'waiting');
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
