import { startTransition, useEffect, useState } from 'react';

import { getLibraryItems } from '@/lib/api/endpoints/library';
import type { LibraryList, LibraryType } from '@/lib/api/schemas/library';
import { useApiError } from '@/lib/hooks/use-api-error';

import { listErrorKey } from './library-model';

export type LibraryListState =
  { status: 'loading' } | { status: 'ready'; list: LibraryList } | { status: 'error' };

/**
 * Loads the employee's materials of `types` (again whenever they change); a failure shows the
 * spec's error toast for the list (`filtered`: the list by a chosen type) and the error state.
 */
export function useLibraryList(
  employeeId: string | null,
  types: readonly LibraryType[],
  filtered: boolean,
): LibraryListState {
  const reportError = useApiError();
  const key = types.join(',');
  // The answer is kept with the types it is for: other types show loading until theirs arrives.
  const [answer, setAnswer] = useState<{ key: string; state: LibraryListState } | null>(null);

  useEffect(() => {
    if (!employeeId) return undefined;
    let current = true;
    const requested = key.split(',') as LibraryType[];
    getLibraryItems(employeeId, requested).then(
      (list) => {
        // A transition: React renders a list of thousands in slices that give the main thread back.
        if (current) startTransition(() => setAnswer({ key, state: { status: 'ready', list } }));
      },
      (error: unknown) => {
        if (!current) return;
        reportError(listErrorKey(requested, filtered), error);
        setAnswer({ key, state: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [employeeId, key, filtered, reportError]);

  return answer?.key === key ? answer.state : { status: 'loading' };
}
