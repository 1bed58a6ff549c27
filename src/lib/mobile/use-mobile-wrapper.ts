import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { detectPlatform } from '@/lib/bridge/platform';
import { useLatest } from '@/lib/hooks/use-latest';

import { backButtonAction, isFlowPath } from './back-button';
import { screenAwake } from './wake-lock';
import { exitApp, whenDeviceReady, type WrapperWindow } from './wrapper-runtime';

/**
 * The mobile wrapper's side of the app (nothing elsewhere): Android's back button does nothing
 * inside a flow, closes the app on the start screen and goes back elsewhere; the screen stays on
 * while a flow runs.
 */
export function useMobileWrapper(host: WrapperWindow = window): void {
  const { pathname } = useLocation();
  const inWrapper = detectPlatform(host) === 'cordova';
  const currentPath = useLatest(pathname);

  useEffect(() => {
    if (!inWrapper) return undefined;
    let active = true;
    // A backbutton listener replaces Android's default (leaving the page or the app).
    const onBack = (event: Event) => {
      event.preventDefault();
      const action = backButtonAction(currentPath.current);
      if (action === 'exit') exitApp(host);
      else if (action === 'back') host.history.back();
    };
    void whenDeviceReady(host.document).then(() => {
      if (active) host.document.addEventListener('backbutton', onBack);
    });
    return () => {
      active = false;
      host.document.removeEventListener('backbutton', onBack);
    };
  }, [inWrapper, currentPath, host]);

  const [awake] = useState(() => screenAwake(host));
  const inFlow = inWrapper && isFlowPath(pathname);
  useEffect(() => {
    if (!inFlow) return undefined;
    awake.hold();
    return () => awake.release();
  }, [inFlow, awake]);
}

/** The hook as a part of the root layout, which loads this module in the wrapper only. */
export function MobileWrapper(): null {
  useMobileWrapper();
  return null;
}
