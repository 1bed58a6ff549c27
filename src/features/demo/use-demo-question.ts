import { useEffect, useState } from 'react';

import { getDemoQuestion } from '@/lib/api/endpoints/demo';
import type { QuestionWithAnswers } from '@/lib/api/schemas/questions';
import { useApiError } from '@/lib/hooks/use-api-error';

export type QuestionLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: QuestionWithAnswers };

/**
 * Loads one demo question (GET questions/{id}); a failure shows 'Error loading the question' as a
 * toast. Another id is loading until its question comes.
 */
export function useDemoQuestion(id: string | null): QuestionLoad {
  const apiError = useApiError();
  // Kept with its id: another id (a second address on the same screen) is loading until it comes.
  const [load, setLoad] = useState<{ id: string; load: QuestionLoad } | null>(null);

  useEffect(() => {
    if (id === null) return undefined;
    let active = true;
    getDemoQuestion(id).then(
      (data) => {
        if (active) setLoad({ id, load: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!active) return;
        setLoad({ id, load: { status: 'error' } });
        apiError('demo:errors.question', error);
      },
    );
    return () => {
      active = false;
    };
    // Once per id: the error reporter changes identity when the demo logs the employee out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  return load && load.id === id ? load.load : { status: 'loading' };
}
