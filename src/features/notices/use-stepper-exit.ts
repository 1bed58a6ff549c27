import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUser, userUpdated } from '@/lib/state/session-slice';

/**
 * How the notices stepper ends. `guarded`: the access guard shows it in place of another page
 * (rule 5); the route /notices shows it otherwise. `release()` lifts the employee's
 * block_notifications once no blocking notice is left, so the guard lets them on to the page
 * they asked for; `leave()` also returns from /notices to the previous screen.
 */
export function useStepperExit() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const blocked = useAppSelector(selectUser)?.block_notifications ?? false;
  const guarded = location.pathname !== paths.notices;

  const release = useCallback(() => {
    if (blocked) dispatch(userUpdated({ block_notifications: false }));
  }, [blocked, dispatch]);

  const leave = useCallback(
    (blockingLeft: boolean) => {
      if (!blockingLeft) release();
      if (guarded) return;
      // Opened straight at /notices (no history in this app): the personal area is "previous".
      if (location.key === 'default') void navigate(paths.cabinet, { replace: true });
      else void navigate(-1);
    },
    [guarded, location.key, navigate, release],
  );

  return { guarded, release, leave };
}
