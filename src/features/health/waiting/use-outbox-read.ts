import { useCallback, useEffect, useState } from 'react';

import { log } from '@/lib/log';
import { readOutbox } from '@/lib/outbox/outbox';
import type { DeadLetter, OutboxItem } from '@/lib/outbox/outbox-types';
import { useOutboxStatus } from '@/lib/outbox/use-outbox-status';

/** What the outbox holds, read afresh whenever its counts change (or on `reload`). */
export type OutboxRead =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; pending: OutboxItem[]; dead: DeadLetter[]; database: boolean };

/** Reads the outbox for the installer's view, following it as it sends. */
export function useOutboxRead() {
  const counts = useOutboxStatus();
  const [read, setRead] = useState<OutboxRead>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let active = true;
    readOutbox().then(
      (next) => {
        if (active) setRead({ status: 'ready', ...next });
      },
      (error: unknown) => {
        log.error('the outbox could not be read', error);
        if (active) setRead({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [counts.pending, counts.dead, round]);

  return { read, reload: useCallback(() => setRound((value) => value + 1), []) };
}
