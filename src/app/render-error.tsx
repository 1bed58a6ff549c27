import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

import { ErrorScreen } from '@/features/system/error-screen';
import { log } from '@/lib/log';
import { notFatalErrorRecorded, selectNotFatalErrors } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The render-error boundary (spec 1 §8): records the error, shows an alert with its message and
 * the error screen; the alert is left out once more than one non-fatal error is recorded.
 */
export function RenderError() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  const dispatch = useAppDispatch();
  const recorded = useAppSelector(selectNotFatalErrors);
  const message = messageOf(error);
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    log.error('render error', error);
    dispatch(notFatalErrorRecorded(message));
  }, [dispatch, error, message]);

  return (
    <>
      {recorded.length <= 1 ? (
        <div className="alert alert--danger" role="alert">
          {t('renderError', { message })}
        </div>
      ) : null}
      <ErrorScreen />
    </>
  );
}
