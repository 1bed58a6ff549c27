import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { detectPlatform } from '@/lib/bridge/platform';
import { selectIsRfidWork, selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectIsAuth } from '@/lib/state/session-slice';

import { chooseStartFlow, firstStep } from './start-flow';
import { StartSteps } from './start-steps';
import { tabelFromUrl } from './tabel-number';

/** The start (login) screen. Arriving here ends any session: every Exit leads to /. */
export function StartScreen() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isAuth = useAppSelector(selectIsAuth);
  const settings = useAppSelector(selectSettings);
  const isRfidWork = useAppSelector(selectIsRfidWork);
  const tabel = tabelFromUrl(location.search, window.location.search);

  useEffect(() => {
    if (isAuth && (location.pathname === '/' || tabel)) dispatch(loggedOut());
    // Only on arrival: a login made on this screen must not be undone by this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!settings) return null;
  const flow = chooseStartFlow({ settings, platform: detectPlatform(), isRfidWork });
  if (flow === 'learningClass') return <Navigate to={paths.electronicCoursesClass} replace />;
  return (
    <main className="screen screen--center">
      <StartSteps key={flow} first={tabel ? 'number' : firstStep[flow]} initialNumber={tabel} />
    </main>
  );
}
