import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import type { Employee } from '@/lib/api/schemas/employees';
import { useAppDispatch } from '@/lib/state/hooks';
import { loggedIn } from '@/lib/state/session-slice';

/** Stores the logged-in employee and its token, then opens the login's target screen. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (user: Employee, target: string) => {
      dispatch(loggedIn({ user, token: user.token }));
      navigate(target, { replace: true });
    },
    [dispatch, navigate],
  );
}
