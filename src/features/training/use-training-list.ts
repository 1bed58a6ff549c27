import { useEffect, useState } from 'react';

import { getExtraEducations, getTargetedTraining } from '@/lib/api/endpoints/training';
import { isApiError, serverDetail } from '@/lib/api/errors';
import type { TrainingRow } from '@/lib/api/schemas/training';
import { log } from '@/lib/log';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

import type { TrainingKind } from './training-rules';

/** Where a list's load stands: a failure shows its toast; a network failure also 'Network Error' inline, in red (spec 2 §8). */
export type TrainingListState =
  | { status: 'loading' }
  | { status: 'loaded'; rows: TrainingRow[] }
  | { status: 'networkError' }
  | { status: 'failed' };

const load = { extra: getExtraEducations, targeted: getTargetedTraining };
const errorKey = { extra: 'training:errors.extra', targeted: 'training:errors.targeted' };

/** Loads the employee's appointments of a kind, passed ones included (get_all). */
export function useTrainingList(kind: TrainingKind): TrainingListState {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const employeeId = user ? String(user.id || user.uuid) : null;
  const [state, setState] = useState<{ key: string; value: TrainingListState } | null>(null);
  const key = `${kind}/${employeeId}`;

  useEffect(() => {
    if (!employeeId) return undefined;
    let live = true;
    load[kind]({ employeeId, getAll: true }).then(
      (rows) => live && setState({ key, value: { status: 'loaded', rows } }),
      (error: unknown) => {
        if (!live) return;
        log.error(`training list (${kind}) could not be loaded`, error);
        // Spec 2 §8: the toast for every failure, and 'Network Error' inline as well when no answer came.
        dispatch(
          toastShown({ kind: 'error', messageKey: errorKey[kind], detail: serverDetail(error) }),
        );
        const network = isApiError(error) && error.kind === 'network';
        setState({ key, value: { status: network ? 'networkError' : 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [dispatch, employeeId, key, kind]);

  return state?.key === key ? state.value : { status: 'loading' };
}
