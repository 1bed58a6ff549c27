/**
 * One serial port as the device drivers see it: opened through an injected binding (the real one
 * in the shell, serialport's mock in tests), split into text lines, written to with commands.
 */
import { ReadlineParser } from '@serialport/parser-readline';
import { SerialPortStream } from '@serialport/stream';

import type { Unsubscribe } from './device-runtime';
import { guardEndOfFile } from './end-of-file-guard';

/** An open port of a binding: what SerialPortStream reads, writes and closes. */
export interface SerialBindingPort {
  isOpen: boolean;
  read(
    buffer: Buffer,
    offset: number,
    length: number,
  ): Promise<{ buffer: Buffer; bytesRead: number }>;
  write(buffer: Buffer): Promise<void>;
  close(): Promise<void>;
}

/**
 * A serial binding: serialport's native auto-detected one, or `SerialPortMock.binding` in tests.
 * Spelled out here because @serialport/bindings-interface ships no types for "Bundler" resolution.
 */
export interface SerialBinding {
  list(): Promise<unknown[]>;
  open(options: { path: string; baudRate: number }): Promise<SerialBindingPort>;
}

/** Where and how to open a port; `delimiter` ends each line the device sends. */
export interface SerialSettings {
  path: string;
  baudRate: number;
  delimiter: string;
}

/** Why a port did not open: no such port, the port is held or not permitted, or anything else. */
export type SerialOpenErrorCode = 'notFound' | 'accessDenied' | 'failed';

/** An open failure; `message` is the binding's own text, passed on unchanged. */
export interface SerialOpenError {
  code: SerialOpenErrorCode;
  message: string;
}

/** How a port closed: `disconnected` when the device went away (unplugged, pty gone), not on our close(). */
export interface SerialCloseInfo {
  disconnected: boolean;
  message: string | null;
}

/** An open port, line by line. */
export interface SerialConnection {
  readonly path: string;
  isOpen(): boolean;
  /** Writes the text as is and resolves once it is handed to the OS; rejects on a closed port. */
  write(text: string): Promise<void>;
  /** Closes the port (idempotent); resolves when it is closed. */
  close(): Promise<void>;
  onLine(listener: (line: string) => void): Unsubscribe;
  onError(listener: (error: Error) => void): Unsubscribe;
  onClose(listener: (info: SerialCloseInfo) => void): Unsubscribe;
}

/** The result of opening a port. */
export type SerialOpenResult =
  { ok: true; connection: SerialConnection } | { ok: false; error: SerialOpenError };

/** Opens a port: what the drivers are given (bound to the real or the mock binding). */
export type OpenSerialConnection = (settings: SerialSettings) => Promise<SerialOpenResult>;

/** Texts of the bindings (Linux, Windows, mock) that mean the port is held or not permitted. */
const ACCESS_DENIED_PATTERNS = [
  /access denied/i,
  /permission denied/i,
  /\bEACCES\b/,
  /\bEPERM\b/,
  /\bEBUSY\b/,
  /\bbusy\b/i,
  /cannot lock port/i,
  /port is locked/i,
];

/** Texts that mean there is no such port. */
const NOT_FOUND_PATTERNS = [
  /no such file/i,
  /file not found/i,
  /\bENOENT\b/,
  /\bENODEV\b/,
  /\bENXIO\b/,
  /does not exist/i,
  /not found/i,
  /cannot find/i,
];

/** Maps an open error of any binding to notFound / accessDenied / failed, keeping its message. */
export function classifyOpenError(error: unknown): SerialOpenError {
  const message = error instanceof Error ? error.message : String(error);
  const errno =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const text = `${errno} ${message}`;
  if (ACCESS_DENIED_PATTERNS.some((pattern) => pattern.test(text)))
    return { code: 'accessDenied', message };
  if (NOT_FOUND_PATTERNS.some((pattern) => pattern.test(text)))
    return { code: 'notFound', message };
  return { code: 'failed', message };
}

type Listeners<T> = Set<(value: T) => void>;

const subscribe =
  <T>(set: Listeners<T>) =>
  (listener: (value: T) => void): Unsubscribe => {
    set.add(listener);
    return () => void set.delete(listener);
  };

const notify = <T>(set: Listeners<T>, value: T) => [...set].forEach((listener) => listener(value));

/** Wraps an open stream: lines from the parser, writes, errors and the close. */
function connectionFor(stream: SerialPortStream, delimiter: string): SerialConnection {
  const lines: Listeners<string> = new Set();
  const errors: Listeners<Error> = new Set();
  const closes: Listeners<SerialCloseInfo> = new Set();
  const parser = stream.pipe(new ReadlineParser({ delimiter, encoding: 'utf8' }));
  let closed = false;
  const whenClosed = new Promise<void>((resolve) => {
    stream.once('close', (error: Error | null) => {
      closed = true;
      stream.unpipe(parser);
      notify(closes, { disconnected: Boolean(error), message: error ? error.message : null });
      resolve();
    });
  });
  parser.on('data', (line: string) => notify(lines, line));
  stream.on('error', (error: Error) => notify(errors, error));

  return {
    path: stream.path,
    isOpen: () => !closed && stream.isOpen,
    write: (text) =>
      new Promise<void>((resolve, reject) => {
        // A closed stream would queue the write until a reopen that never comes.
        if (closed || !stream.isOpen) {
          reject(new Error(`Port is not open: ${stream.path}`));
          return;
        }
        stream.write(text, 'utf8', (error) => (error ? reject(error) : resolve()));
      }),
    close: () => {
      if (!closed && stream.isOpen) stream.close();
      return whenClosed;
    },
    onLine: subscribe(lines),
    onError: subscribe(errors),
    onClose: subscribe(closes),
  };
}

/** Binds the opener to a serial binding: `createSerialOpener(SerialPortMock.binding)` in tests. */
export function createSerialOpener(serialBinding: SerialBinding): OpenSerialConnection {
  const binding: SerialBinding = {
    list: () => serialBinding.list(),
    open: async (options) => guardEndOfFile(await serialBinding.open(options)),
  };
  return (settings) =>
    new Promise<SerialOpenResult>((resolve) => {
      if (!settings.path.trim()) {
        resolve({ ok: false, error: { code: 'notFound', message: 'No serial port is set' } });
        return;
      }
      let stream: SerialPortStream;
      try {
        stream = new SerialPortStream({
          binding,
          path: settings.path,
          baudRate: settings.baudRate,
          autoOpen: false,
        });
      } catch (error) {
        resolve({ ok: false, error: classifyOpenError(error) });
        return;
      }
      stream.open((error) => {
        if (error) resolve({ ok: false, error: classifyOpenError(error) });
        else resolve({ ok: true, connection: connectionFor(stream, settings.delimiter) });
      });
    });
}
