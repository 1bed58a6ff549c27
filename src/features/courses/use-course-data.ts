import { useCallback, useEffect, useState } from 'react';

import { getAppointsByEmployee, getAppointWithCourse } from '@/lib/api/endpoints/courses';
import type { Course } from '@/lib/api/schemas/courses';
import { useApiError } from '@/lib/hooks/use-api-error';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

/** Where a load stands. */
export type Load<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/** Runs `fetch` for `key` and keeps its answer; a failure goes to `onError`. */
function useLoad<T>(
  key: string | null,
  fetch: (key: string) => Promise<T>,
  onError: (error: unknown) => void,
): Load<T> {
  const [state, setState] = useState<{ key: string; value: Load<T> } | null>(null);
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    fetch(key).then(
      (data) => live && setState({ key, value: { status: 'loaded', data } }),
      (error: unknown) => {
        if (!live) return;
        setState({ key, value: { status: 'failed' } });
        onError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [fetch, key, onError]);
  return state?.key === key ? state.value : { status: 'loading' };
}

/** The student's courses; a failure shows 'Error loading the e-courses' and redirects (spec 2 §8). */
export function useCoursesList(): Load<Course[]> {
  const apiError = useApiError();
  const employee = useAppSelector(selectUser)?.uuid ?? null;
  const onError = useCallback(
    (error: unknown) => apiError('courses:errors.list', error, { redirect: 'exit' }),
    [apiError],
  );
  return useLoad(employee, getAppointsByEmployee, onError);
}

/**
 * One course by its appointment (loaded afresh on every mount, so after a topic's run). A failure
 * shows 'Error loading the e-course' as a toast only; in class mode it also goes to / (spec 2 §8).
 */
export function useCourse(appoint: string, classMode: boolean): Load<Course> {
  const apiError = useApiError();
  const onError = useCallback(
    (error: unknown) => apiError('courses:errors.one', error, classMode ? { redirect: '/' } : {}),
    [apiError, classMode],
  );
  return useLoad(appoint, getAppointWithCourse, onError);
}
