/**
 * What the shell needs from the serial device drivers (written in ./devices/ by their own
 * engineer): the channels depend on this interface only, and index.ts wires the implementation.
 */
import type { DeviceSettings } from '../shared/device-settings';
import type { EventChannels } from '../shared/ipc-contract';
import type { Result } from '../shared/kiosk-api';

/** The events the devices push to the renderer. */
export type DeviceEvent =
  | 'rfid:card'
  | 'rfid:error'
  | 'rfid:status'
  | 'breathalyzer:status'
  | 'breathalyzer:result'
  | 'breathalyzer:error';

/** Pushes a device event to the kiosk window. */
export type EmitDeviceEvent = <E extends DeviceEvent>(
  event: E,
  ...payload: Parameters<EventChannels[E]>
) => void;

/** The serial RFID reader and the alcohol tester, as the IPC channels drive them. */
export interface Devices {
  rfid: {
    /** Whether the reader works now (re-sent to the page after each load). */
    isWorking: () => boolean;
    /** Reads again after a failed read. */
    restart: () => Promise<Result>;
  };
  breathalyzer: {
    /** Whether the tester answers on its port within the status time-out. */
    isPresent: () => Promise<boolean>;
    /** $START; statuses, result and errors follow as events. */
    start: () => Promise<Result>;
    /** $RESET. */
    reset: () => Promise<Result>;
  };
  /** Every key of the kiosk window, for an RFID reader that acts as a keyboard (rfid.isHid). */
  pushKey?: (key: DeviceKey) => void;
  /** Closes the ports (before quitting or relaunching). */
  close: () => Promise<void>;
}

/** A key event as a keyboard-mode reader reads it (by physical code). */
export interface DeviceKey {
  type: 'keyDown' | 'keyUp';
  code: string;
  shift: boolean;
}

/** Builds the devices for the saved settings. */
export type CreateDevices = (settings: DeviceSettings, emit: EmitDeviceEvent) => Devices;

const notInstalled: Result = {
  ok: false,
  code: 'notFound',
  message: 'No serial device driver in this build',
};

/** Devices for a build without drivers: nothing is present, the reader does not work. */
export const createUnavailableDevices: CreateDevices = () => ({
  rfid: { isWorking: () => false, restart: async () => notInstalled },
  breathalyzer: {
    isPresent: async () => false,
    start: async () => notInstalled,
    reset: async () => notInstalled,
  },
  close: async () => undefined,
});
