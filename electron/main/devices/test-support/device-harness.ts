/**
 * One scripted device on the far side of a serial port, the same for serialport's mock binding and
 * for a real socat pty pair, so one protocol suite runs on both.
 */
import type { OpenSerialConnection, SerialOpenResult } from '../serial-connection';

/** A serial device the test plays. */
export interface DeviceHarness {
  /** Which run this is ('mock' or 'socat'), for test names. */
  readonly kind: string;
  /** The port the driver opens. */
  readonly path: string;
  /** A port that does not exist. */
  readonly missingPath: string;
  /** Opens ports through this harness's binding (mock or real). */
  readonly openConnection: OpenSerialConnection;
  /** The device sends bytes to the driver (the driver's port must be open). */
  send(data: string | Buffer): Promise<void>;
  /** Everything the driver wrote to the device so far. */
  written(): string;
  /** The device repeats a line until the returned function is called. */
  chatter(data: string, everyMs: number): () => void;
  /** The device goes away mid-read (USB pulled; socat killed). */
  unplug(): Promise<void>;
  /** Another program opens and holds the driver's port; returns its release. */
  hold(): Promise<() => Promise<void>>;
  /** Opens the driver's port where the operating system refuses access to it. */
  openDenied(): Promise<SerialOpenResult>;
  dispose(): Promise<void>;
}

/** Makes a fresh harness per test. */
export type HarnessFactory = () => Promise<DeviceHarness>;

/** Bytes a broken cable or a wrong baud rate produces: invalid UTF-8, controls, delimiters, a comma. */
export const GARBAGE = Buffer.from([
  0xff, 0xfe, 0x00, 0x24, 0x80, 0x2c, 0x13, 0x0a, 0xc3, 0x28, 0x24, 0x0a, 0x1b, 0x5b, 0x9b, 0x24,
]);

/** Time-outs short enough for real-time runs; the spec's values are asserted in device-timeouts.test.ts. */
export const SHORT = { startMs: 400, statusMs: 300, testMs: 300, restartMs: 150 } as const;
