import { useEffect, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { answerRecorded, selectUser } from '@/lib/state/session-slice';

import { keptAnswers } from './kept-answers';

/**
 * Whether the guard's survey or material (named `key`, a session-slice name) is still being looked
 * for in the outbox. An answer the employee gave before a logout waits there until it arrives; a
 * new login starts with no names, so the guard's screen looks for it first and, when it is there,
 * names it in the session (the guard then lets the employee on) instead of asking again.
 */
export function useKeptAnswer(key: string | null): boolean {
  const dispatch = useAppDispatch();
  const employee = useAppSelector(selectUser)?.uuid ?? null;
  const lookup = employee && key ? `${employee} ${key}` : null;
  const [checked, setChecked] = useState<string | null>(null);

  useEffect(() => {
    if (!employee || !key) return undefined;
    let active = true;
    void keptAnswers(employee).then((kept) => {
      if (!active) return;
      if (kept.includes(key)) dispatch(answerRecorded(key));
      setChecked(`${employee} ${key}`);
    });
    return () => {
      active = false;
    };
  }, [dispatch, employee, key]);

  return lookup !== null && checked !== lookup;
}
