import { useCallback } from 'react';

import { useAppSelector } from '@/lib/state/hooks';
import { selectToken, selectUser } from '@/lib/state/session-slice';

import { newOutboxId } from './item-id';
import { deliverWrite } from './outbox';
import type { AttemptOutcome, OutboxRequest } from './outbox-types';

/**
 * Records a write of the employee who is logged in (GUIDE.md §9): kept in the outbox in their name
 * and with their token, then sent; resolves with what the first attempt brought. `afterStored` runs
 * once the write is durable; `id` names the write (takeAcceptedAnswer reads its answer). Without an
 * employee nothing is sent ('unsent').
 */
export function useRecordWrite() {
  const employee = useAppSelector(selectUser)?.uuid;
  const token = useAppSelector(selectToken);
  return useCallback(
    (
      request: OutboxRequest,
      afterStored?: () => Promise<void>,
      id: string = newOutboxId(),
    ): Promise<AttemptOutcome> =>
      employee
        ? deliverWrite({ id, employee, token, request }, afterStored)
        : Promise.resolve('unsent'),
    [employee, token],
  );
}
