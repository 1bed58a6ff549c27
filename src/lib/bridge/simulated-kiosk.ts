import type { KioskApi } from '@shared/kiosk-api';

import type { HostWindow } from './platform';
import {
  channel,
  simulatedBreathalyzer,
  simulatedCameras,
  type BreathalyzerScript,
  type CameraScript,
} from './simulated-devices';
import {
  simulatedShell,
  type AppScript,
  type ConfigScript,
  type LogScript,
  type StorageScript,
  type SimulatorPreset,
  type UpdateScript,
} from './simulated-shell';

export type { SimulatorPreset } from './simulated-shell';

/** Scripts the simulated devices and shell from the page (testers' console, end-to-end tests). */
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
  config: ConfigScript;
  app: AppScript;
  update: UpdateScript;
  log: LogScript;
  storage: StorageScript;
}

/** A desktop shell simulated in the browser, so every desktop-only screen runs in Chromium. */
export function createSimulatedKiosk(preset: SimulatorPreset = {}): {
  kiosk: KioskApi;
  simulator: KioskSimulator;
} {
  const cards = channel<string>();
  const errors = channel<string>();
  const status = channel<boolean>();
  const breathalyzer = simulatedBreathalyzer();
  const cameras = simulatedCameras();
  const shell = simulatedShell(preset);
  let working = preset.rfidWorking ?? true;
  let restarts = 0;
  const kiosk: KioskApi = {
    platform: 'electron',
    os: preset.os ?? 'linux',
    startError: preset.startError ?? false,
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
    ...shell.api,
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
    ...shell.script,
  };
  return { kiosk, simulator };
}

/** The window as the simulator sees it: the preset it reads and the controls it adds. */
export type SimulatorHost = HostWindow & {
  kioskSimulator?: KioskSimulator;
  kioskSimulatorPreset?: SimulatorPreset;
};

/**
 * Installs the simulated shell as `window.kiosk` and its controls as `window.kioskSimulator`,
 * starting from `window.kioskSimulatorPreset` when the page set one before the app booted.
 */
export function installSimulatedKiosk(host: SimulatorHost = window) {
  const { kiosk, simulator } = createSimulatedKiosk(host.kioskSimulatorPreset);
  host.kiosk = kiosk;
  host.kioskSimulator = simulator;
  return simulator;
}
