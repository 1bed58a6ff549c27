import { useEffect, useState } from 'react';

import { getCourseChoices } from '@/lib/api/endpoints/learning-class';
import type { CourseChoice } from '@/lib/api/schemas/learning-class';
import { useApiError } from '@/lib/hooks/use-api-error';

/** The courses to choose from, read once when `needed`; a failure shows 'Error loading the list of courses'. */
export function useCourseChoices(needed: boolean): CourseChoice[] | null {
  const apiError = useApiError();
  const [courses, setCourses] = useState<CourseChoice[] | null>(null);
  useEffect(() => {
    if (!needed) return undefined;
    let live = true;
    getCourseChoices().then(
      (list) => live && setCourses(list),
      (error: unknown) => {
        if (!live) return;
        setCourses([]);
        apiError('learningClass:errors.courses', error);
      },
    );
    return () => {
      live = false;
    };
  }, [apiError, needed]);
  return needed ? courses : null;
}
