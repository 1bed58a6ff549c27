import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { ErrorType } from '@/lib/api/errors';
import { fatalErrorsCleared } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectIsAuth } from '@/lib/state/session-slice';

export interface ErrorScreenProps {
  statuses?: readonly ErrorType[];
  /** Extra text such as a render error's message. */
  detail?: string;
}

/**
 * 'Sorry, something went wrong' with the status lines and a way back (cabinet or start); the way
 * back clears the fatal errors, so it leads somewhere (a cause still present raises its own again).
 */
export function ErrorScreen({ statuses = [], detail }: ErrorScreenProps) {
  const { t } = useTranslation(['app', 'errors']);
  const dispatch = useAppDispatch();
  const isAuth = useAppSelector(selectIsAuth);
  return (
    <main className="screen screen--center" aria-labelledby="error-title">
      <h1 id="error-title" className="screen__title">
        {t('app:errorScreen.title')}
      </h1>
      {statuses.map((status) => (
        <p key={status} className="status-line">
          {t('app:errorScreen.status', { status: t(`errors:status.${status}`) })}
        </p>
      ))}
      {detail ? <p className="status-line status-line--muted">{detail}</p> : null}
      <Link
        className="button button--primary"
        to={isAuth ? paths.cabinet : paths.start}
        onClick={() => dispatch(fatalErrorsCleared())}
      >
        {isAuth ? t('app:errorScreen.toCabinet') : t('app:errorScreen.toStart')}
      </Link>
    </main>
  );
}
