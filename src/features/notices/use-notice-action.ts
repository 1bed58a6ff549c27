import { useCallback, useRef, useState } from 'react';

import { paths } from '@/config/paths';
import type { NoticeAction } from '@/lib/api/schemas/notices';
import { noticeCallbackRequest } from '@/lib/api/write-requests';
import { useApiError } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { outcomeNote, type AttemptOutcome } from '@/lib/outbox/outbox-types';
import { useRecordWrite } from '@/lib/outbox/use-record-write';

/**
 * Runs a notice action (spec 2 §4, §7): every callback path of the action is POSTed in order, with
 * no payload, each after the previous one was accepted, each recorded through the outbox (one that
 * fails now is kept, and the ones after it wait behind it). Resolves true when all were accepted;
 * otherwise the toast 'Function execution error <action title>' shows, with a note that the action
 * is saved on the terminal when it is kept, and the kiosk goes to /notice-list (spec 2 §8); a
 * refused callback ends the action. One action runs at a time.
 */
export function useNoticeAction() {
  const reportError = useApiError();
  const record = useRecordWrite();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (action: NoticeAction): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      let outcome: AttemptOutcome | 'failed' = 'sent';
      try {
        // Every callback is recorded, in order: one kept for later holds the next ones behind it in
        // the outbox (the action is done on the terminal); a refused or unkept one ends the action.
        for (const callback of action.callbacks) {
          const next = await record(noticeCallbackRequest(callback));
          if (next !== 'sent' && outcome === 'sent') outcome = next;
          if (next === 'dead' || next === 'unsent') {
            outcome = next;
            break;
          }
        }
      } catch (error) {
        log.error('a notice callback could not be recorded', error);
        outcome = 'failed';
      } finally {
        running.current = false;
        setBusy(false);
      }
      if (outcome === 'sent') return true;
      reportError('notices:errors.action', new Error(`notice action ${action.name}: ${outcome}`), {
        redirect: paths.noticeList,
        params: { action: action.title },
        noteKey: outcomeNote(outcome),
      });
      return false;
    },
    [record, reportError],
  );

  return { run, busy };
}
