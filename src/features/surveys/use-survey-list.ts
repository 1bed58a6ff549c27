import { useEffect, useState } from 'react';

import { getSurveyAssignments } from '@/lib/api/endpoints/surveys';
import type { SurveyAssignment } from '@/lib/api/schemas/surveys';
import { useApiError } from '@/lib/hooks/use-api-error';

export type SurveyListState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: SurveyAssignment[] };

/** Loads the employee's assignments; a failure shows 'Surveys loading error'. */
export function useSurveyList(employeeUuid: string | null) {
  const apiError = useApiError();
  const [state, setState] = useState<SurveyListState>({ status: 'loading' });

  useEffect(() => {
    if (!employeeUuid) return undefined;
    let active = true;
    getSurveyAssignments(employeeUuid).then(
      (items) => {
        if (active) setState({ status: 'ready', items });
      },
      (error: unknown) => {
        if (!active) return;
        setState({ status: 'error' });
        apiError('surveys:errors.list', error);
      },
    );
    return () => {
      active = false;
    };
  }, [employeeUuid, apiError]);

  /** Replaces the list with the one reloaded after a submit (null: it did not load). */
  const replace = (items: SurveyAssignment[] | null) =>
    setState(items ? { status: 'ready', items } : { status: 'error' });
  return { state, replace };
}
