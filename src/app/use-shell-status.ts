import { useEffect } from 'react';

import { getKiosk } from '@/lib/bridge/kiosk';
import { rfidStatusChanged } from '@/lib/state/app-slice';
import { useAppDispatch } from '@/lib/state/hooks';

/** Keeps the app state's device flags (RFID reader working) in step with the desktop shell. */
export function useShellStatus() {
  const dispatch = useAppDispatch();
  useEffect(
    () => getKiosk()?.rfid.onStatus((working) => dispatch(rfidStatusChanged(working))),
    [dispatch],
  );
}
