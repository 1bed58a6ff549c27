import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { serverDetail } from '@/lib/api/errors';
import { log } from '@/lib/log';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectIsAuth } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

/** Where an error leads by default (spec 1 §8): /cabinet when logged in, else /; in classroom mode /. */
export function useErrorExit(): string {
  const isAuth = useAppSelector(selectIsAuth);
  const classMode = useAppSelector(selectSettings)?.use_to_learning_class ?? false;
  return isAuth && !classMode ? '/cabinet' : '/';
}

export interface ApiErrorOptions {
  /** Where to go after the toast: a path, 'exit' for the spec's default (cabinet or start), or none to stay. */
  redirect?: string | 'exit';
  /** Extra values for the message's placeholders. */
  params?: Record<string, string | number>;
  /** A translated note under the message (what became of a write: see outcomeNote). */
  noteKey?: string;
}

/**
 * Reports a failed call the spec's way: the details to the log, the spec's text (a translation key
 * such as 'library:errors.loadByType') as an error toast with the server's message under it, then
 * the spec's redirect if it has one.
 */
export function useApiError() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const exit = useErrorExit();
  return useCallback(
    (messageKey: string, error: unknown, options: ApiErrorOptions = {}) => {
      log.error(`${messageKey}`, error);
      dispatch(
        toastShown({
          kind: 'error',
          messageKey,
          params: options.params,
          noteKey: options.noteKey,
          detail: serverDetail(error),
        }),
      );
      if (options.redirect === undefined) return;
      navigate(options.redirect === 'exit' ? exit : options.redirect, { replace: true });
    },
    [dispatch, exit, navigate],
  );
}
