import { useMemo } from 'react';

import type { Notice } from '@/lib/api/schemas/notices';
import { useWaitingWrites } from '@/lib/outbox/use-waiting-writes';
import { noticeWaits, waitingCallbackPaths } from '@/lib/outbox/waiting-matchers';

/**
 * Whether a notice was acted on and its action's callbacks still wait in the outbox to be sent: such
 * a notice shows as waiting and cannot be acted on again. Stable while the waiting writes are.
 */
export function useNoticeWaits(): (notice: Notice) => boolean {
  const waiting = useWaitingWrites();
  return useMemo(() => {
    const paths = waitingCallbackPaths(waiting);
    return (notice: Notice) => noticeWaits(notice, paths);
  }, [waiting]);
}
