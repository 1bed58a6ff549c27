import { useCallback, useRef, useState } from 'react';

import { getForUuid } from '@/lib/api/endpoints/employees';
import type { Employee } from '@/lib/api/schemas/employees';
import { riskReviewedRequest } from '@/lib/api/write-requests';
import { log } from '@/lib/log';
import { outcomeNote } from '@/lib/outbox/outbox-types';
import { useRecordWrite } from '@/lib/outbox/use-record-write';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUser, userUpdated } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

/**
 * The user data after the review: the fresh record with viewRisks off. A lookup by uuid carries no
 * token or PIN, so those stay as they were.
 */
export const reviewedUser = (current: Employee, fresh: Employee | null): Partial<Employee> => ({
  ...fresh,
  token: fresh?.token ?? current.token,
  pin_code: fresh?.pin_code ?? current.pin_code,
  viewRisks: false,
});

/**
 * Marks the report as read, once: records risks/setViewRisks through the outbox, refreshes the employee and clears
 * viewRisks, which lets the guard show the requested page and resumes the header's polling.
 * A failed call is reported but never keeps the employee on this screen.
 */
export function useMarkReviewed() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const record = useRecordWrite();
  const started = useRef(false);
  const [sending, setSending] = useState(false);

  const markReviewed = useCallback(async () => {
    if (started.current || !user) return;
    started.current = true;
    setSending(true);
    const outcome = await record(riskReviewedRequest(user.uuid)).catch(String);
    if (outcome !== 'sent') {
      log.error('risks/setViewRisks failed (the outbox keeps it unless refused)', outcome);
      dispatch(
        toastShown({
          kind: 'error',
          messageKey: 'risks:errors.setViewed',
          noteKey: outcomeNote(outcome),
        }),
      );
    }
    let fresh: Employee | null = null;
    try {
      fresh = await getForUuid(user.uuid);
    } catch (error) {
      log.warn('employee refresh after the risk report failed', error);
    }
    dispatch(userUpdated(reviewedUser(user, fresh)));
  }, [dispatch, record, user]);

  return { sending, markReviewed };
}
