import { useEffect } from 'react';

import { getKiosk } from '@/lib/bridge/kiosk';
import { rfidStatusChanged } from '@/lib/state/app-slice';
import { useAppDispatch } from '@/lib/state/hooks';

/**
 * Keeps the app state's device flags (RFID reader working) in step with the desktop shell. A
 * failing reader is never fatal, not even on an RFID-only terminal: spec 1 §2 chooses the RFID-only
 * start flow only while the reader works, so the start screen falls back to the next variant (the
 * personnel number), the device bar shows the reader down, and the reader working again brings the
 * card login back (docs/api-contract.md "Spec fallbacks").
 */
export function useShellStatus() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    const kiosk = getKiosk();
    if (!kiosk) return undefined;
    return kiosk.rfid.onStatus((working) => dispatch(rfidStatusChanged(working)));
  }, [dispatch]);
}
