import type { KioskApi } from '@shared/kiosk-api';

import type { HostWindow } from './platform';

type Listener<T> = (value: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    on: (listener: Listener<T>) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: (value: T) => listeners.forEach((listener) => listener(value)),
  };
}

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
}

/** A desktop shell simulated in the browser, so every desktop-only screen runs in Chromium. */
export function createSimulatedKiosk(): { kiosk: KioskApi; simulator: KioskSimulator } {
  const cards = channel<string>();
  const errors = channel<string>();
  const status = channel<boolean>();
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
