import { startTransition, useCallback, useEffect, useState } from 'react';

import { getNotices } from '@/lib/api/endpoints/notices';
import type { Notice } from '@/lib/api/schemas/notices';
import { useApiError } from '@/lib/hooks/use-api-error';
import { useLatest } from '@/lib/hooks/use-latest';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

/** The employee's notices as a screen sees them. */
export type NoticesState =
  { status: 'loading' } | { status: 'ready'; notices: Notice[] } | { status: 'failed' };

/** The error texts a screen reports a failed load with. */
export type NoticesLoadErrorKey = 'notices:errors.load' | 'notices:errors.loadImportant';

/**
 * Loads the logged-in employee's notices on mount and on `reload()`. A failed or invalid answer
 * shows `errorKey` as an error toast (spec 2 §8) and leaves the screen in 'failed'.
 */
export function useNotices(errorKey: NoticesLoadErrorKey) {
  const uuid = useAppSelector(selectUser)?.uuid ?? null;
  const reportError = useLatest(useApiError());
  const [state, setState] = useState<NoticesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (uuid === null) return undefined;
    let live = true;
    getNotices(uuid).then(
      (notices) => {
        // A transition: React renders hundreds of notices in slices that give the main thread back.
        if (live) startTransition(() => setState({ status: 'ready', notices }));
      },
      (error: unknown) => {
        if (!live) return;
        setState({ status: 'failed' });
        reportError.current(errorKey, error);
      },
    );
    return () => {
      live = false;
    };
  }, [uuid, attempt, errorKey, reportError]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, reload };
}
