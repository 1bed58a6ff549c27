import type { LogEntry, LogLimits, LogTypeError } from '@shared/ipc-contract';
import type { KioskApi } from '@shared/kiosk-api';

import { addLogSink, type LogSink } from '@/lib/log';

import { getKiosk } from './kiosk';
import { serializeDetails } from './log-details';

/** The contract's limits (the type holds them to the shell's own). */
const limits: LogLimits = { message: 2_000, details: 16_000 };

const typeErrors = {
  NETWORK_ERROR: true,
  RFID_FAIL: true,
  CAMERA_FAIL: true,
  ALCO_FAIL: true,
} satisfies Record<LogTypeError, true>;

const isTypeError = (value: unknown): value is LogTypeError =>
  typeof value === 'string' && Object.hasOwn(typeErrors, value);

const field = (details: unknown, key: string): unknown => {
  if (typeof details !== 'object' || details === null) return undefined;
  try {
    return (details as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
};

/**
 * What picks the line's file and type: the `status` and `typeError` the details carry, as
 * request() logs a failed call ({ status, typeError }) and an ApiError holds them.
 */
function classify(details: unknown): Pick<LogEntry, 'status' | 'typeError'> {
  const status = field(details, 'status');
  const typeError = field(details, 'typeError');
  return {
    ...(Number.isInteger(status) && (status as number) >= 0 && (status as number) <= 999
      ? { status: status as number }
      : {}),
    ...(isTypeError(typeError) ? { typeError } : {}),
  };
}

const cut = (text: string) =>
  text.length > limits.message ? `${text.slice(0, limits.message - 1)}…` : text;

/**
 * A log sink into the shell's log files: every line but debug, a failed call with its status (the
 * shell keeps 4xx and 5xx in separate files), device failures with their type.
 */
export function createShellLogSink(shell: Pick<KioskApi, 'log'>): LogSink {
  return (level, message, details) => {
    if (level === 'debug') return;
    const serialized = serializeDetails(details, limits.details);
    shell.log.write({
      level,
      message: cut(message),
      ...classify(details),
      ...(serialized === undefined ? {} : { details: serialized }),
    });
  };
}

const sinks = new WeakMap<KioskApi, LogSink>();

/**
 * Adds the shell's log files to the log's sinks when a shell (real or simulated) is present; the
 * console keeps its lines. Once per shell, however often it is called; returns the sink's removal.
 */
export function installShellLogSink(shell: KioskApi | undefined = getKiosk()): () => void {
  if (!shell) return () => undefined;
  const sink = sinks.get(shell) ?? createShellLogSink(shell);
  sinks.set(shell, sink);
  return addLogSink(sink);
}
