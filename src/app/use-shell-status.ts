import { useEffect } from 'react';

import { getKiosk } from '@/lib/bridge/kiosk';
import { detectPlatform } from '@/lib/bridge/platform';
import { useLatest } from '@/lib/hooks/use-latest';
import { log } from '@/lib/log';
import {
  fatalErrorCleared,
  fatalErrorRaised,
  rfidStatusChanged,
  selectModules,
  selectSettings,
} from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';

/**
 * Keeps the app state's device flags (RFID reader working) in step with the desktop shell, and
 * raises RFID_FAIL (docs/api-contract.md "Fatal device errors") when a terminal set up for RFID-only
 * login has a reader that fails its check before it ever worked: the card is the only way in, so
 * the error screen says why nobody can log in. The reader working clears it.
 */
export function useShellStatus() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const modules = useAppSelector(selectModules);
  const rfidOnly = useLatest(
    detectPlatform() === 'electron' &&
      modules.includes('rfid') &&
      !!settings?.is_rfid &&
      !!settings.is_auth_only_rfid,
  );

  useEffect(() => {
    const kiosk = getKiosk();
    if (!kiosk) return undefined;
    let worked = false;
    const offStatus = kiosk.rfid.onStatus((working) => {
      dispatch(rfidStatusChanged(working));
      if (!working) return;
      worked = true;
      dispatch(fatalErrorCleared('RFID_FAIL'));
    });
    const offError = kiosk.rfid.onError((message) => {
      if (worked || !rfidOnly.current) return;
      log.error(`rfid: the reader of an RFID-only terminal failed its check: ${message}`, {
        typeError: 'RFID_FAIL',
      });
      dispatch(fatalErrorRaised('RFID_FAIL'));
    });
    return () => {
      offStatus();
      offError();
    };
  }, [dispatch, rfidOnly]);
}
