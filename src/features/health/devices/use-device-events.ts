import { useEffect } from 'react';

import type { KioskApi } from '@shared/kiosk-api';

import { noteDeviceStatus } from './device-history';

/**
 * While the devices are listed, what the shell says of them goes into their status history: the
 * breathalyzer's statuses, result lines and errors, the RFID reader's state, errors and cards.
 */
export function useDeviceEvents(kiosk: KioskApi | undefined): void {
  useEffect(() => {
    if (!kiosk) return undefined;
    const stops = [
      kiosk.breathalyzer.onStatus((status) =>
        noteDeviceStatus('breathalyzer', { kind: 'status', status }),
      ),
      kiosk.breathalyzer.onResult((text) =>
        noteDeviceStatus('breathalyzer', { kind: 'result', text }),
      ),
      kiosk.breathalyzer.onError((error) =>
        noteDeviceStatus('breathalyzer', {
          kind: 'error',
          code: error.code,
          message: error.message,
        }),
      ),
      kiosk.rfid.onStatus((working) => noteDeviceStatus('rfid', { kind: 'working', working })),
      kiosk.rfid.onError((message) => noteDeviceStatus('rfid', { kind: 'rfidError', message })),
      kiosk.rfid.onCard((code) => noteDeviceStatus('rfid', { kind: 'card', code })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [kiosk]);
}
