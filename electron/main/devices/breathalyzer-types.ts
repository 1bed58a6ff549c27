/** The breathalyzer driver's options, events and interface (see breathalyzer.ts). */
import type { DeviceSettings } from '../../shared/device-settings';
import type { BreathalyzerError, BreathalyzerStatus, Result } from '../../shared/kiosk-api';
import type { BreathalyzerModel } from './breathalyzer-protocol';
import type { DeviceLog, Timers, Unsubscribe } from './device-runtime';
import type { OpenSerialConnection } from './serial-connection';

/** The time-outs a driver runs with; tests shorten them, production keeps the spec's values. */
export interface BreathalyzerTimeouts {
  startMs: number;
  statusMs: number;
}

/** The serial settings of the breathalyzer (port, 4800 baud, '$' by default). */
export type BreathalyzerSerialSettings = DeviceSettings['breathalyzer'];

/** What the driver is given. `settings` is read at every open, so a saved change applies next time. */
export interface BreathalyzerOptions {
  openConnection: OpenSerialConnection;
  settings: () => BreathalyzerSerialSettings;
  log: DeviceLog;
  timers?: Timers;
  model?: BreathalyzerModel;
  timeouts?: Partial<BreathalyzerTimeouts>;
}

/** The driver's events: every status change, the result (before 'finished'), failures. */
export interface BreathalyzerEvents {
  status: BreathalyzerStatus;
  result: string;
  error: BreathalyzerError;
}

/** The driver; open failures come back from start()/reset(), later failures as 'error' events. */
export interface Breathalyzer {
  start(): Promise<Result>;
  reset(): Promise<Result>;
  isPresent(): Promise<boolean>;
  on<K extends keyof BreathalyzerEvents>(
    event: K,
    listener: (value: BreathalyzerEvents[K]) => void,
  ): Unsubscribe;
  /** Ends any measurement and closes the port (shutdown, settings change). */
  dispose(): Promise<void>;
}
