/**
 * The serial RFID reader (spec 1 §4 RFID reader, §5, §8, §9): opens the port, proves the reader
 * answers within the 2 s test time-out, then reports card codes; any failure marks it not working
 * and it restarts after 1 s. Keyboard-mode readers (isHid) use hid-capture.ts instead.
 */
import type { DeviceSettings } from '../../shared/device-settings';
import {
  createEmitter,
  systemTimers,
  type DeviceLog,
  type Timers,
  type Unsubscribe,
} from './device-runtime';
import { RFID_CONNECTION_ERROR, RFID_RESTART_MS, RFID_TEST_TIMEOUT_MS } from './device-constants';
import { parseRfidLine, RFID_LINE_DELIMITER, RFID_TEST_PROBE } from './rfid-protocol';
import type { OpenSerialConnection, SerialConnection } from './serial-connection';

/** The time-outs a reader runs with; tests shorten them, production keeps the spec's values. */
export interface RfidTimeouts {
  testMs: number;
  restartMs: number;
}

/** What the reader is given. `settings` is read at every open, so a saved change applies next time. */
export interface RfidReaderOptions {
  openConnection: OpenSerialConnection;
  settings: () => Pick<DeviceSettings['rfid'], 'port' | 'baudRate'>;
  log: DeviceLog;
  timers?: Timers;
  timeouts?: Partial<RfidTimeouts>;
}

/** The reader's events: a card code, a failed read (the spec's text), whether it works. */
export interface RfidReaderEvents {
  card: string;
  error: string;
  status: boolean;
}

/** The serial reader. */
export interface RfidReader {
  /** Opens and tests the reader; failures restart it on their own. */
  start(): void;
  /** Starts again at once after a failed read (no-op while it is working or being tested). */
  restart(): void;
  /** Closes the port and stops restarting. */
  stop(): Promise<void>;
  isWorking(): boolean;
  on<K extends keyof RfidReaderEvents>(
    event: K,
    listener: (value: RfidReaderEvents[K]) => void,
  ): Unsubscribe;
}

type Phase = 'stopped' | 'opening' | 'testing' | 'reading' | 'waiting';

/** Creates the reader; nothing is opened until start(). */
export function createRfidReader(options: RfidReaderOptions): RfidReader {
  const { openConnection, log, timers = systemTimers } = options;
  const timeouts: RfidTimeouts = {
    testMs: options.timeouts?.testMs ?? RFID_TEST_TIMEOUT_MS,
    restartMs: options.timeouts?.restartMs ?? RFID_RESTART_MS,
  };
  const events = createEmitter<RfidReaderEvents>((error) =>
    log({
      level: 'error',
      typeError: 'RFID_FAIL',
      message: 'listener failed',
      details: String(error),
    }),
  );
  let phase: Phase = 'stopped';
  let working = false;
  let connection: SerialConnection | null = null;
  let timer: unknown = null;
  let lastLogged: string | null = null;
  // Each connect() is a new attempt; callbacks of an older one are ignored.
  let attempt = 0;

  const setWorking = (next: boolean) => {
    if (working === next) return;
    working = next;
    events.emit('status', next);
  };

  const clearTimer = () => {
    timers.clearTimeout(timer);
    timer = null;
  };

  // The close of a failed attempt; the next open waits for it, or the port is still locked.
  let closing: Promise<void> = Promise.resolve();

  const closeConnection = () => {
    const current = connection;
    connection = null;
    if (current) closing = current.close();
    return closing;
  };

  const fail = (current: number, details: string) => {
    if (current !== attempt || phase === 'stopped' || phase === 'waiting') return;
    // A missing reader fails every few seconds: log each new failure, not every retry.
    if (details !== lastLogged || working)
      log({ level: 'error', typeError: 'RFID_FAIL', message: RFID_CONNECTION_ERROR, details });
    lastLogged = details;
    clearTimer();
    phase = 'waiting';
    setWorking(false);
    events.emit('error', RFID_CONNECTION_ERROR);
    void closeConnection();
    timer = timers.setTimeout(() => void connect(), timeouts.restartMs);
  };

  const onLine = (current: number, raw: string) => {
    if (current !== attempt) return;
    if (phase === 'testing') {
      // Any data proves the reader, its syntax-error answer to the probe included.
      clearTimer();
      phase = 'reading';
      lastLogged = null;
      setWorking(true);
    }
    const line = parseRfidLine(raw);
    if (line.kind === 'card') events.emit('card', line.code);
  };

  const connect = async () => {
    clearTimer();
    const current = ++attempt;
    phase = 'opening';
    await closing;
    if (current !== attempt) return;
    const { port, baudRate } = options.settings();
    const opened = await openConnection({ path: port, baudRate, delimiter: RFID_LINE_DELIMITER });
    // stop() or a newer attempt came first.
    if (current !== attempt) {
      if (opened.ok) await opened.connection.close();
      return;
    }
    if (!opened.ok) return fail(current, `${opened.error.code}: ${opened.error.message}`);
    connection = opened.connection;
    phase = 'testing';
    connection.onLine((raw) => onLine(current, raw));
    connection.onError((error) => fail(current, `port error: ${error.message}`));
    connection.onClose((info) =>
      fail(
        current,
        `port closed${info.disconnected ? ' (device gone)' : ''}: ${info.message ?? ''}`,
      ),
    );
    timer = timers.setTimeout(
      () => fail(current, `no data within ${timeouts.testMs} ms`),
      timeouts.testMs,
    );
    await connection
      .write(RFID_TEST_PROBE)
      .catch((error: unknown) => fail(current, `could not send the test probe: ${String(error)}`));
  };

  return {
    start: () => {
      if (phase === 'stopped') void connect();
    },
    restart: () => {
      if (phase === 'stopped' || phase === 'waiting') void connect();
    },
    stop: async () => {
      attempt += 1;
      phase = 'stopped';
      clearTimer();
      setWorking(false);
      await closeConnection();
    },
    isWorking: () => working,
    on: (event, listener) => events.on(event, listener),
  };
}
