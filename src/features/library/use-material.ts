import { useEffect, useState } from 'react';

import { getLibraryItem } from '@/lib/api/endpoints/library';
import type { LibraryItem } from '@/lib/api/schemas/library';
import { useApiError } from '@/lib/hooks/use-api-error';

export type MaterialState =
  { status: 'loading' } | { status: 'ready'; item: LibraryItem } | { status: 'error' };

/** Loads one material of the employee (key the caller by uuid); a failure shows the error toast. */
export function useMaterial(employeeId: string | null, uuid: string): MaterialState {
  const reportError = useApiError();
  const [state, setState] = useState<MaterialState>({ status: 'loading' });

  useEffect(() => {
    if (!employeeId) return undefined;
    let current = true;
    getLibraryItem(employeeId, uuid).then(
      (item) => {
        if (current) setState({ status: 'ready', item });
      },
      (error: unknown) => {
        if (!current) return;
        reportError('library:errors.material', error);
        setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [employeeId, uuid, reportError]);

  return state;
}
