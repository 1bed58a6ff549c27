import { useCallback, useState } from 'react';

import { authByUuid, getForNumber } from '@/lib/api/endpoints/employees';
import type { Employee } from '@/lib/api/schemas/employees';

import { lookupError, type LoginError } from './login-errors';
import { isPersonnelNumber } from './tabel-number';
import { useSignIn } from './use-sign-in';

/** Personnel-number login: one match logs in, several open 'Select yourself'. */
export function useNumberLogin() {
  const signIn = useSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const [candidates, setCandidates] = useState<Employee[] | null>(null);
  const [target, setTarget] = useState<string>('/cabinet');

  const authorise = useCallback(
    async (employee: Employee, to: string, secondAuth: 0 | 1) => {
      setBusy(true);
      try {
        signIn(await authByUuid(employee.uuid, secondAuth), to);
      } catch (failure) {
        setError(lookupError(failure));
      } finally {
        setBusy(false);
      }
    },
    [signIn],
  );

  const loginByNumber = useCallback(
    async (number: string, to: string) => {
      setError(null);
      // Spec 1 §5: only positive numbers are kept; 0 or 000 is refused like an empty entry.
      if (!isPersonnelNumber(number)) {
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
        setError(lookupError(failure));
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
