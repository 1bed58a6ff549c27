import { LOCK_MS, MAX_WRONG_CODES } from './health-constants';

/** Where the lock after 5 wrong codes is kept, so a reload does not lift it. */
export const LOCK_KEY = 'safety-terminal-installer-lock';

interface LockRecord {
  failures: number;
  lockedUntil: number;
}

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** Wrong codes so far and the end of the lock (0: not locked). */
export function readLock(): LockRecord {
  try {
    const raw = JSON.parse(storage()?.getItem(LOCK_KEY) ?? 'null') as Partial<LockRecord> | null;
    return {
      failures: Number(raw?.failures) || 0,
      lockedUntil: Number(raw?.lockedUntil) || 0,
    };
  } catch {
    return { failures: 0, lockedUntil: 0 };
  }
}

const writeLock = (record: LockRecord) => {
  try {
    if (record.failures === 0 && record.lockedUntil === 0) storage()?.removeItem(LOCK_KEY);
    else storage()?.setItem(LOCK_KEY, JSON.stringify(record));
  } catch {
    // A full or blocked storage keeps the lock for this page only.
  }
};

/** Counts a wrong code; the fifth in a row locks the keypad for a minute. */
export function noteWrongCode(now: number): LockRecord {
  const failures = readLock().failures + 1;
  const record =
    failures >= MAX_WRONG_CODES
      ? { failures: 0, lockedUntil: now + LOCK_MS }
      : { failures, lockedUntil: 0 };
  writeLock(record);
  return record;
}

/** A right code starts the count again. */
export const clearLock = () => writeLock({ failures: 0, lockedUntil: 0 });
