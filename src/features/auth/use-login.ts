import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { authByUuid, getForNumber } from '@/lib/api/endpoints/employees';
import { isApiError } from '@/lib/api/errors';
import type { Employee } from '@/lib/api/schemas/employees';
import { useAppDispatch } from '@/lib/state/hooks';
import { loggedIn } from '@/lib/state/session-slice';

/** The error a login screen shows, as a translation key of the auth namespace (or the server's text). */
export type LoginError =
  | { key: 'errors.invalidTabelNumber' | 'errors.employeeNotFound' | 'errors.networkError' }
  | { key: 'server'; message: string };

const toLoginError = (error: unknown): LoginError =>
  isApiError(error) && error.kind === 'http' && error.status !== 500 && error.serverMessage
    ? { key: 'server', message: error.serverMessage }
    : { key: 'errors.networkError' };

/** Personnel-number login: one match logs in, several open 'Select yourself'. */
export function useNumberLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const [candidates, setCandidates] = useState<Employee[] | null>(null);
  const [target, setTarget] = useState<string>('/cabinet');

  const authorise = useCallback(
    async (employee: Employee, to: string, secondAuth: 0 | 1) => {
      setBusy(true);
      try {
        const user = await authByUuid(employee.uuid, secondAuth);
        dispatch(loggedIn({ user, token: user.token }));
        navigate(to, { replace: true });
      } catch (failure) {
        setError(toLoginError(failure));
      } finally {
        setBusy(false);
      }
    },
    [dispatch, navigate],
  );

  const loginByNumber = useCallback(
    async (number: string, to: string) => {
      setError(null);
      if (!number) {
        setError({ key: 'errors.invalidTabelNumber' });
        return;
      }
      setBusy(true);
      setTarget(to);
      try {
        const found = await getForNumber(number);
        if (found.length === 0) setError({ key: 'errors.employeeNotFound' });
        else if (found.length === 1 && found[0]) await authorise(found[0], to, 0);
        else setCandidates(found);
      } catch (failure) {
        setError(toLoginError(failure));
      } finally {
        setBusy(false);
      }
    },
    [authorise],
  );

  const choose = useCallback(
    (employee: Employee) => {
      setCandidates(null);
      void authorise(employee, target, 1);
    },
    [authorise, target],
  );

  return { busy, error, candidates, loginByNumber, choose, dismiss: () => setCandidates(null) };
}
