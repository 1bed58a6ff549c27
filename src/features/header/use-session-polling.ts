import { useEffect, useState } from 'react';

import { getForUuid, getNotifications } from '@/lib/api/endpoints/employees';
import type { Employee, EmployeeNotifications } from '@/lib/api/schemas/employees';
import { useLatest } from '@/lib/hooks/use-latest';
import { log } from '@/lib/log';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUser, tokenCleared, userUpdated } from '@/lib/state/session-slice';

import { USER_REFRESH_MS } from './header-constants';

/**
 * The fields a refresh takes from the lookup: everything but what belongs to the login itself
 * (the token, the auth flag and the encrypted PIN, which a lookup by uuid does not carry).
 */
export function freshFields(fresh: Employee): Partial<Employee> {
  const { token: _token, isAuth: _isAuth, pin_code: _pin, ...fields } = fresh;
  return fields;
}

/**
 * The session polling of the logged-in header (spec 1 §4): the bell's notices on mount, then every
 * USER_REFRESH_MS the employee by uuid and the bell again. A lookup answering another number (or
 * nobody) stops the refresh for this employee and drops the token; the rest of the session stays. Paused while the
 * employee has an unread risk report (user.viewRisks); reading it resumes the polling. Failures
 * are logged only.
 */
export function useSessionPolling(): { bell: EmployeeNotifications | null } {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const uuid = user?.uuid ?? null;
  const number = useLatest(user?.number);
  const paused = user?.viewRisks ?? false;
  const [bell, setBell] = useState<EmployeeNotifications | null>(null);
  const [stoppedFor, setStoppedFor] = useState<string | null>(null);
  const active = uuid !== null && !paused && stoppedFor !== uuid;

  useEffect(() => {
    if (!active || uuid === null) return undefined;
    let live = true;

    const loadBell = async () => {
      try {
        const answer = await getNotifications(uuid);
        if (live) setBell(answer);
      } catch (error) {
        log.warn('session polling: the notifications could not be loaded', error);
      }
    };

    const refresh = async () => {
      try {
        const fresh = await getForUuid(uuid);
        if (!live) return;
        if (!fresh || fresh.number !== number.current) {
          log.warn('session polling: the employee number changed; the refresh stops', {
            stored: number.current,
            received: fresh?.number ?? null,
          });
          setStoppedFor(uuid);
          // The token belongs to whoever had that number: it is not sent again (issue 11).
          dispatch(tokenCleared());
          return;
        }
        dispatch(userUpdated(freshFields(fresh)));
      } catch (error) {
        log.error('session polling: the employee could not be refreshed', error);
      }
      if (live) await loadBell();
    };

    void loadBell();
    const id = setInterval(() => void refresh(), USER_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [active, uuid, number, dispatch]);

  return { bell: uuid === null ? null : bell };
}
