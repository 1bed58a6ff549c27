import { useMemo } from 'react';

import type { Notice } from '@/lib/api/schemas/notices';
import { useWaitEnded, useWaitingWrites } from '@/lib/outbox/use-waiting-writes';
import { noticeWaits, waitingCallbackPaths } from '@/lib/outbox/waiting-matchers';

const NEVER = () => undefined;
const NOTHING: ReadonlySet<string> = new Set();

/**
 * Whether a notice was acted on and its action's callbacks still wait in the outbox to be sent: such
 * a notice shows as waiting and cannot be acted on again. Stable while the waiting writes are.
 * `onEnded` runs when a waiting callback waits no more (delivered or refused): what the screen
 * loaded meanwhile is stale.
 */
export function useNoticeWaits(onEnded: () => void = NEVER): (notice: Notice) => boolean {
  const waiting = useWaitingWrites();
  const paths = useMemo(() => waitingCallbackPaths(waiting), [waiting]);
  useWaitEnded(paths, onEnded);
  return useMemo(() => (notice: Notice) => noticeWaits(notice, paths), [paths]);
}

/** Runs `onEnded` once the notice `uuid` (shown as waiting; null while it is not) waits no more. */
export function useNoticeWaitEnded(uuid: string | null, onEnded: () => void) {
  const keys = useMemo(() => (uuid ? new Set([uuid]) : NOTHING), [uuid]);
  useWaitEnded(keys, onEnded);
}
