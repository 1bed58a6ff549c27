import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/state/hooks';
import { loggedOut } from '@/lib/state/session-slice';

/** The Back link (to `back`) and the Exit button (logs out, to the start screen) of a feedback screen. */
export function ScreenActions({ back }: { back: string }) {
  const { t } = useTranslation('feedback');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const exit = () => {
    dispatch(loggedOut());
    navigate(paths.start, { replace: true });
  };
  return (
    <div className="feedback__actions">
      <Link className="button" to={back}>
        {t('actions.back')}
      </Link>
      <button type="button" className="button" onClick={exit}>
        {t('actions.exit')}
      </button>
    </div>
  );
}
