import type { KioskApi } from '@shared/kiosk-api';

import type { HostWindow } from './platform';
import {
  channel,
  simulatedBreathalyzer,
  simulatedCameras,
  type BreathalyzerScript,
  type CameraScript,
} from './simulated-devices';

/** Scripts the simulated devices from the page (testers' console, end-to-end tests). */
export interface KioskSimulator {
  rfid: {
    /** Presents a card to the reader. */
    present: (code: string) => void;
    /** Makes the next read fail. */
    fail: (message: string) => void;
    setWorking: (working: boolean) => void;
    /** How many times the renderer asked the reader to restart. */
    restarts: () => number;
  };
  breathalyzer: BreathalyzerScript;
  camera: CameraScript;
}

/** A desktop shell simulated in the browser, so every desktop-only screen runs in Chromium. */
export function createSimulatedKiosk(): { kiosk: KioskApi; simulator: KioskSimulator } {
  const cards = channel<string>();
  const errors = channel<string>();
  const status = channel<boolean>();
  const breathalyzer = simulatedBreathalyzer();
  const cameras = simulatedCameras();
  let working = true;
  let restarts = 0;
  const kiosk: KioskApi = {
    platform: 'electron',
    os: 'linux',
    startError: false,
    rfid: {
      onCard: cards.on,
      onError: errors.on,
      onStatus: (listener) => {
        listener(working);
        return status.on(listener);
      },
      restart: () => {
        restarts += 1;
      },
    },
    breathalyzer: breathalyzer.api,
    camera: cameras.api,
  };
  const simulator: KioskSimulator = {
    rfid: {
      present: (code) => cards.emit(code),
      fail: (message) => errors.emit(message),
      setWorking: (next) => {
        working = next;
        status.emit(next);
      },
      restarts: () => restarts,
    },
    breathalyzer: breathalyzer.script,
    camera: cameras.script,
  };
  return { kiosk, simulator };
}

/** Installs the simulated shell as `window.kiosk` and its controls as `window.kioskSimulator`. */
export function installSimulatedKiosk(
  host: HostWindow & { kioskSimulator?: KioskSimulator } = window,
) {
  const { kiosk, simulator } = createSimulatedKiosk();
  host.kiosk = kiosk;
  host.kioskSimulator = simulator;
  return simulator;
}
