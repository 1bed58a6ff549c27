/**
 * The alcohol tester driver (spec 1 §4 Breathalyzer, §8, §9): start, statuses, the result, reset and
 * the presence probe over an injected serial opener, with injectable timers and log.
 */
import type {
  BreathalyzerError,
  BreathalyzerErrorCode,
  BreathalyzerStatus,
  Result,
} from '../../shared/kiosk-api';
import { ALCOTESTER, parseBreathalyzerLine } from './breathalyzer-protocol';
import type {
  Breathalyzer,
  BreathalyzerEvents,
  BreathalyzerOptions,
  BreathalyzerTimeouts,
} from './breathalyzer-types';
import {
  BREATHALYZER_MESSAGES,
  BREATHALYZER_START_TIMEOUT_MS,
  BREATHALYZER_STATUS_TIMEOUT_MS,
} from './device-constants';
import { createEmitter, systemTimers } from './device-runtime';
import type { SerialConnection, SerialOpenError } from './serial-connection';

interface Session {
  connection: SerialConnection;
  status: BreathalyzerStatus | null;
  result: string | null;
  startTimer: unknown;
  ending: boolean;
}

/** Creates the driver; nothing is opened until start(), reset() or isPresent(). */
export function createBreathalyzer(options: BreathalyzerOptions): Breathalyzer {
  const { openConnection, log, timers = systemTimers, model = ALCOTESTER } = options;
  const timeouts: BreathalyzerTimeouts = {
    startMs: options.timeouts?.startMs ?? BREATHALYZER_START_TIMEOUT_MS,
    statusMs: options.timeouts?.statusMs ?? BREATHALYZER_STATUS_TIMEOUT_MS,
  };
  const events = createEmitter<BreathalyzerEvents>((error) =>
    log({
      level: 'error',
      typeError: 'ALCO_FAIL',
      message: 'listener failed',
      details: String(error),
    }),
  );
  let session: Session | null = null;
  let probe: Promise<boolean> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs port operations one after another: a second start() (or a probe) never finds the port busy. */
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  // The close of a session that ended on an event; the next open waits for the port to be free.
  let closing: Promise<void> = Promise.resolve();

  const open = async () => {
    await closing;
    const { port, baudRate, delimiter } = options.settings();
    return openConnection({ path: port, baudRate, delimiter });
  };

  const openFailure = (error: SerialOpenError): BreathalyzerError =>
    error.code === 'accessDenied'
      ? { code: 'accessDenied', message: error.message }
      : { code: 'notFound', message: BREATHALYZER_MESSAGES.notFound };

  const logFailure = (message: string, details: string) =>
    log({ level: 'error', typeError: 'ALCO_FAIL', message, details });

  /** Ends the session: optionally a last command, then the port closes. */
  const end = async (current: Session, lastCommand: string | null) => {
    if (current.ending) return;
    current.ending = true;
    timers.clearTimeout(current.startTimer);
    if (session === current) session = null;
    const close = async () => {
      if (lastCommand && current.connection.isOpen())
        await current.connection.write(lastCommand).catch(() => undefined);
      await current.connection.close();
    };
    closing = close();
    await closing;
  };

  const fail = (current: Session, code: BreathalyzerErrorCode, details: string) => {
    if (current.ending) return;
    const message = code === 'accessDenied' ? details : BREATHALYZER_MESSAGES[code];
    logFailure(message, details);
    events.emit('error', { code, message });
    void end(current, current.connection.isOpen() ? model.commands.close : null);
  };

  const setStatus = (current: Session, status: BreathalyzerStatus) => {
    timers.clearTimeout(current.startTimer);
    if (status === 'finished') {
      if (current.result === null)
        return fail(current, 'module', 'the device finished without a result');
      current.status = status;
      events.emit('status', status);
      return void end(current, model.commands.close);
    }
    if (current.status === status) return;
    current.status = status;
    events.emit('status', status);
  };

  const onLine = (current: Session, raw: string) => {
    if (current.ending) return;
    const line = parseBreathalyzerLine(raw, model.lines);
    switch (line.kind) {
      case 'ignored':
        return;
      case 'error':
        return fail(current, 'module', line.message);
      case 'status':
        return setStatus(current, line.status);
      case 'result':
        // Before the first status a result is a leftover of an earlier measurement; after one, a repeat.
        if (current.status === null || current.result !== null) return;
        current.result = line.text;
        return events.emit('result', line.text);
    }
  };

  const watch = (connection: SerialConnection): Session => {
    const current: Session = {
      connection,
      status: null,
      result: null,
      startTimer: null,
      ending: false,
    };
    connection.onLine((raw) => onLine(current, raw));
    connection.onError((error) => fail(current, 'module', `port error: ${error.message}`));
    connection.onClose((info) =>
      fail(
        current,
        'notFound',
        `port closed${info.disconnected ? ' (device gone)' : ''}: ${info.message ?? ''}`,
      ),
    );
    current.startTimer = timers.setTimeout(
      () => fail(current, 'startTimeout', `no ready status within ${timeouts.startMs} ms`),
      timeouts.startMs,
    );
    return current;
  };

  const start = async (): Promise<Result> => {
    if (session) await end(session, model.commands.close);
    const opened = await open();
    if (!opened.ok) {
      const failure = openFailure(opened.error);
      logFailure(failure.message, `${opened.error.code}: ${opened.error.message}`);
      return { ok: false, ...failure };
    }
    const current = watch(opened.connection);
    session = current;
    try {
      await opened.connection.write(model.commands.start);
      return { ok: true };
    } catch (error) {
      fail(current, 'module', `could not send ${model.commands.start}: ${String(error)}`);
      return { ok: false, code: 'module', message: BREATHALYZER_MESSAGES.module };
    }
  };

  const reset = async (): Promise<Result> => {
    if (session) {
      await end(session, model.commands.reset);
      return { ok: true };
    }
    const opened = await open();
    if (!opened.ok) return { ok: false, ...openFailure(opened.error) };
    await opened.connection.write(model.commands.reset).catch(() => undefined);
    await opened.connection.close();
    return { ok: true };
  };

  const listen = async (): Promise<boolean> => {
    const opened = await open();
    if (!opened.ok) {
      logFailure(BREATHALYZER_MESSAGES.notFound, `${opened.error.code}: ${opened.error.message}`);
      return false;
    }
    const { connection } = opened;
    const heard = await new Promise<boolean>((resolve) => {
      const timer = timers.setTimeout(() => resolve(false), timeouts.statusMs);
      connection.onLine(() => {
        timers.clearTimeout(timer);
        resolve(true);
      });
    });
    await connection.close();
    if (!heard)
      logFailure(BREATHALYZER_MESSAGES.notFound, `no line within ${timeouts.statusMs} ms`);
    return heard;
  };

  const isPresent = (): Promise<boolean> => {
    probe ??= serial(() =>
      // A running measurement holds the port and is the proof itself.
      session ? Promise.resolve(true) : listen(),
    ).finally(() => {
      probe = null;
    });
    return probe;
  };

  return {
    start: () => serial(start),
    reset: () => serial(reset),
    isPresent,
    on: (event, listener) => events.on(event, listener),
    dispose: () =>
      serial(async () => {
        if (session) await end(session, model.commands.close);
      }),
  };
}
