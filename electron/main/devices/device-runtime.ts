/**
 * What every device driver is given instead of reaching for globals (GUIDE.md §3): timers it can
 * fake, and a log that tags failures with the spec's typeError (spec 1 §8).
 */

/** setTimeout / clearTimeout as a driver uses them; tests pass fake or shortened ones. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The process's own timers. */
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The error-screen status of a device failure (spec 1 §8): ALCO_FAIL or RFID_FAIL. */
export type DeviceTypeError = 'ALCO_FAIL' | 'RFID_FAIL';

/** One line for the shell's log; `message` is the spec's text, `details` what the port or device said. */
export interface DeviceLogEntry {
  level: 'info' | 'warn' | 'error';
  typeError: DeviceTypeError;
  message: string;
  details?: string;
}

/** Where a driver writes its log lines. */
export type DeviceLog = (entry: DeviceLogEntry) => void;

/** Removes a listener. */
export type Unsubscribe = () => void;

type Listener<T> = (value: T) => void;

/** Typed listeners per event name; unlike node's EventEmitter, an 'error' nobody listens to never throws. */
export interface Emitter<Events> {
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): Unsubscribe;
  emit<K extends keyof Events>(event: K, value: Events[K]): void;
}

/** Creates an emitter; a listener that throws is isolated so the driver's state machine keeps going. */
export function createEmitter<Events>(onListenerError: (error: unknown) => void): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as Listener<never>);
      return () => void set.delete(listener as Listener<never>);
    },
    emit(event, value) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as Listener<typeof value>)(value);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
