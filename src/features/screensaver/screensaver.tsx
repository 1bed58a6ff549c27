import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { deferredModule, useDeferredModule } from '@/lib/hooks/use-deferred-module';
import { withNamespaces } from '@/lib/i18n';
import { useIdleHeld } from '@/lib/idle/idle-hold';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectIsAuth } from '@/lib/state/session-slice';

import { idleSeconds } from './screensaver-timing';
import { StillHereModal } from './still-here-modal';
import { useIdleCountdown } from './use-idle-countdown';

/**
 * The overlay's code (and its call for the screensaver): loaded once the browser is idle after the
 * countdown starts, long before it can end.
 */
export const screensaverOverlay = deferredModule(() =>
  withNamespaces(import('./screensaver-overlay'), ['screensaver']),
);

/**
 * The idle screensaver (spec 2 §2, §4): after show_the_screensaver_later (default 300) seconds
 * without a touch, click or key it logs the employee out to the start screen and shows the
 * overlay; at 5 s left a logged-in employee is asked 'Are you still here?'. Screens with a timer
 * of their own hold it off (lib/idle).
 */
export function IdleScreensaver() {
  const settings = useAppSelector(selectSettings);
  const isAuth = useAppSelector(selectIsAuth);
  const held = useIdleHeld();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { phase, reset } = useIdleCountdown(
    idleSeconds(settings?.show_the_screensaver_later),
    held || settings === null,
  );
  const overlay = useDeferredModule(screensaverOverlay, true, { idle: true });

  useEffect(() => {
    if (phase !== 'idle' || !isAuth) return;
    dispatch(loggedOut());
    navigate('/', { replace: true });
  }, [dispatch, isAuth, navigate, phase]);

  if (phase === 'asking' && isAuth) return <StillHereModal onYes={reset} />;
  if (phase === 'idle' && settings?.screensaver && overlay) {
    const { ScreensaverOverlay } = overlay;
    return <ScreensaverOverlay uuid={settings.screensaver_uuid} />;
  }
  return null;
}
