import { useCallback, useRef, useState } from 'react';

import { paths } from '@/config/paths';
import type { NoticeAction } from '@/lib/api/schemas/notices';
import { noticeCallbackRequest } from '@/lib/api/write-requests';
import { useApiError } from '@/lib/hooks/use-api-error';
import { useRecordWrite } from '@/lib/outbox/use-record-write';

/**
 * Runs a notice action (spec 2 §4, §7): every callback path of the action is POSTed in order,
 * with no payload, each after the previous one was accepted, each recorded through the outbox
 * (one that fails now is kept and arrives later, unless refused). Resolves true when all were accepted;
 * on a failure the rest are not sent, the toast 'Function execution error <action title>' shows and
 * the kiosk goes to /notice-list (spec 2 §8), and it resolves false. One action runs at a time.
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
      try {
        for (const callback of action.callbacks) {
          const outcome = await record(noticeCallbackRequest(callback));
          if (outcome !== 'sent') throw new Error(`notice callback ${callback}: ${outcome}`);
        }
        return true;
      } catch (error) {
        reportError('notices:errors.action', error, {
          redirect: paths.noticeList,
          params: { action: action.title },
        });
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [record, reportError],
  );

  return { run, busy };
}
