/**
 * The drivers behind main's `Devices` interface (../devices.ts): the alcotester and the RFID reader
 * (serial, or keyboard mode when rfid.isHid), their events forwarded to the renderer.
 */
import type { LogEntry } from '../../shared/ipc-contract';
import type { CreateDevices, Devices } from '../devices';
import { createBreathalyzer } from './breathalyzer';
import { systemTimers, type DeviceLog, type DeviceLogEntry, type Timers } from './device-runtime';
import { createHidCapture, type HidKeyEvent } from './hid-capture';
import { createRfidReader } from './rfid-reader';
import type { OpenSerialConnection } from './serial-connection';

/** The devices plus the keyboard-mode input: the window's key events (Electron's before-input-event). */
export interface SerialDevices extends Devices {
  /** Feeds one key of the kiosk window; in keyboard mode a completed card code is sent as rfid:card. */
  pushKey(event: HidKeyEvent): void;
}

/** What the drivers are given besides the settings. */
export interface SerialDevicesDeps {
  /** The real ports by default: pass `openSystemSerialConnection` from system-serial.ts. */
  openConnection: OpenSerialConnection;
  log: DeviceLog;
  timers?: Timers;
}

/** A device log line as a line of the shell's log files ('ALCO_FAIL: Alcotester not found'). */
export const toLogEntry = (entry: DeviceLogEntry): LogEntry => ({
  level: entry.level,
  message: `${entry.typeError}: ${entry.message}`,
  typeError: entry.typeError,
  ...(entry.details === undefined ? {} : { details: entry.details }),
});

/** Builds the drivers for the saved settings; the serial reader starts at once, the tester on demand. */
export function createSerialDevices(
  deps: SerialDevicesDeps,
): (...args: Parameters<CreateDevices>) => SerialDevices {
  const { openConnection, log, timers = systemTimers } = deps;
  return (settings, emit) => {
    const breathalyzer = createBreathalyzer({
      openConnection,
      settings: () => settings.breathalyzer,
      log,
      timers,
    });
    breathalyzer.on('status', (status) => emit('breathalyzer:status', status));
    breathalyzer.on('result', (text) => emit('breathalyzer:result', text));
    breathalyzer.on('error', (error) => emit('breathalyzer:error', error));

    // A keyboard-mode reader has no port to test: it counts as working.
    const hid = settings.rfid.isHid ? createHidCapture() : null;
    const reader = hid
      ? null
      : createRfidReader({ openConnection, settings: () => settings.rfid, log, timers });
    reader?.on('card', (code) => emit('rfid:card', code));
    reader?.on('error', (message) => emit('rfid:error', message));
    reader?.on('status', (working) => emit('rfid:status', working));
    reader?.start();

    return {
      rfid: {
        isWorking: () => reader?.isWorking() ?? true,
        restart: async () => {
          reader?.restart();
          return { ok: true };
        },
      },
      breathalyzer: {
        isPresent: () => breathalyzer.isPresent(),
        start: () => breathalyzer.start(),
        reset: () => breathalyzer.reset(),
      },
      close: async () => {
        await Promise.all([breathalyzer.dispose(), reader?.stop()]);
      },
      pushKey: (event) => {
        const code = hid?.push(event);
        if (code) emit('rfid:card', code);
      },
    };
  };
}
