import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectIsAuth } from '@/lib/state/session-slice';

import { PersonnelNumberStep } from './personnel-number-step';
import { tabelFromUrl } from './tabel-number';

/** The start (login) screen. Arriving here ends any session: every Exit leads to /. */
export function StartScreen() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isAuth = useAppSelector(selectIsAuth);
  const tabel = tabelFromUrl(location.search, window.location.search);

  useEffect(() => {
    if (isAuth && (location.pathname === '/' || tabel)) dispatch(loggedOut());
    // Only on arrival: a login made on this screen must not be undone by this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className="screen screen--center">
      <PersonnelNumberStep initialNumber={tabel} />
    </main>
  );
}
