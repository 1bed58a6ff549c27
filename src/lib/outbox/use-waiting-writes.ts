import { useEffect, useRef, useState } from 'react';

import { useLatest } from '@/lib/hooks/use-latest';
import { log } from '@/lib/log';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

import { readOutbox } from './outbox';
import type { OutboxItem } from './outbox-types';
import { useOutboxStatus } from './use-outbox-status';

/**
 * How often the waiting writes are read again while a screen shows them. The outbox announces only
 * a change of its counts: a write delivered while another is added leaves them equal, and the list
 * would stay stale until the next change. A read lists every item (its files as Blob references,
 * or the fallback's base64 text), so not faster than this.
 */
export const WAITING_REREAD_MS = 15_000;

const NONE: readonly OutboxItem[] = [];

interface Read {
  employee: string;
  items: readonly OutboxItem[];
}

/** The same items (by id, in order): a re-read that found nothing new keeps the screen as it is. */
const sameItems = (a: readonly OutboxItem[], b: readonly OutboxItem[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id);

/**
 * The logged-in employee's writes that wait in the outbox to be sent (not the refused ones), so a
 * screen can show what they did as waiting instead of letting them do it again. Read again when the
 * employee changes, when the outbox's counts change and every WAITING_REREAD_MS; empty when logged
 * out, until the first read, and when the outbox cannot be read.
 */
export function useWaitingWrites(): readonly OutboxItem[] {
  const employee = useAppSelector(selectUser)?.uuid ?? null;
  const status = useOutboxStatus();
  const [tick, setTick] = useState(0);
  const [read, setRead] = useState<Read | null>(null);

  useEffect(() => {
    if (!employee) return undefined;
    const timer = setInterval(() => setTick((count) => count + 1), WAITING_REREAD_MS);
    return () => clearInterval(timer);
  }, [employee]);

  useEffect(() => {
    if (!employee) return undefined;
    let active = true;
    const keep = (items: readonly OutboxItem[]) => {
      if (!active) return;
      setRead((previous) =>
        previous?.employee === employee && sameItems(previous.items, items)
          ? previous
          : { employee, items },
      );
    };
    readOutbox().then(
      ({ pending }) => keep(pending.filter((item) => item.employee === employee)),
      (error: unknown) => {
        log.warn('the outbox could not be read for waiting writes', error);
        keep(NONE);
      },
    );
    return () => {
      active = false;
    };
    // The counts and the tick name no value read here: they say when to read again.
  }, [employee, status, tick]);

  return read?.employee === employee ? read.items : NONE;
}

/**
 * Runs `onEnded` with the keys that wait no more when one of `keys` (what a screen shows as waiting:
 * assignments, materials, callback paths) drops out: its write was delivered (or refused), so what
 * the screen loaded while it waited is stale. A screen reads its list again then, instead of
 * offering the action anew.
 */
export function useWaitEnded(
  keys: ReadonlySet<string>,
  onEnded: (ended: readonly string[]) => void,
) {
  const previous = useRef(keys);
  const latest = useLatest(onEnded);
  useEffect(() => {
    const ended = [...previous.current].filter((key) => !keys.has(key));
    previous.current = keys;
    if (ended.length > 0) latest.current(ended);
  }, [keys, latest]);
}
