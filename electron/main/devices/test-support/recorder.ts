/** Records a driver's events and log lines in order, for assertions. */
import type { DeviceLogEntry } from '../device-runtime';

/** Anything with typed `on(event, listener)`. */
interface Observable<Events> {
  on<K extends keyof Events>(event: K, listener: (value: Events[K]) => void): () => void;
}

/** Events as 'name:value' strings in arrival order, plus the log. */
export interface Recording {
  events: string[];
  log: DeviceLogEntry[];
  /** Pass as the driver's log. */
  write: (entry: DeviceLogEntry) => void;
}

/** A recording with an empty event list; attach drivers with `listen`. */
export function createRecording(): Recording {
  const recording: Recording = { events: [], log: [], write: (entry) => recording.log.push(entry) };
  return recording;
}

/** Adds every listed event of the driver to the recording. */
export function listen<Events>(
  recording: Recording,
  driver: Observable<Events>,
  names: readonly (keyof Events & string)[],
): void {
  for (const name of names)
    driver.on(name, (value) =>
      recording.events.push(`${name}:${typeof value === 'string' ? value : JSON.stringify(value)}`),
    );
}
