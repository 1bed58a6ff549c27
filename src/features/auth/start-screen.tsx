import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { UpdatePromptSlot } from '@/components/device-info/device-info-slot';
import { ConfigProblems } from '@/config/config-problems-view';
import { paths } from '@/config/paths';
import { detectPlatform } from '@/lib/bridge/platform';
import { selectIsRfidWork, selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectIsAuth } from '@/lib/state/session-slice';

import { chooseStartFlow, firstStep } from './start-flow';
import { StartSteps } from './start-steps';
import { useRfidHold } from './use-rfid-hold';
import { useUrlEntry } from './use-url-entry';

/** The start (login) screen. Arriving here ends any session: every Exit leads to /. */
export function StartScreen() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isAuth = useAppSelector(selectIsAuth);
  const settings = useAppSelector(selectSettings);
  const isRfidWork = useRfidHold(useAppSelector(selectIsRfidWork));
  const entry = useUrlEntry();
  const tabel = entry.kind === 'number' ? entry.number : null;

  useEffect(() => {
    // A tabel_namber in the address, even one that is ignored, is an arrival at the start screen.
    if (isAuth && (location.pathname === '/' || entry.kind !== 'none')) dispatch(loggedOut());
    // Only on arrival: a login made on this screen must not be undone by this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!settings) return null;
  const flow = chooseStartFlow({ settings, platform: detectPlatform(), isRfidWork });
  if (flow === 'learningClass') return <Navigate to={paths.electronicCoursesClass} replace />;
  return (
    <main className="screen screen--center">
      <UpdatePromptSlot />
      <StartSteps key={flow} first={tabel ? 'number' : firstStep[flow]} initialNumber={tabel} />
      {/* What is wrong with config.json, for the installer (nothing when the file is sound). */}
      <ConfigProblems />
    </main>
  );
}
