/**
 * The harness on a real pseudo-terminal pair made by socat: the driver opens one end with the
 * native serialport binding, the test plays the device on the other end with a second SerialPort.
 * socat is required (CI installs it): without it the harness throws, so the tests fail, not skip.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter as pathListSeparator, join } from 'node:path';

import { SerialPort } from 'serialport';

import { createSerialOpener, type SerialBinding } from '../serial-connection';
import type { DeviceHarness } from './device-harness';
import { openWithoutDacOverride } from './unprivileged-open';

const LINKS_TIMEOUT_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a pty close waits for socat to take the last bytes (a UART's closing_wait drains them). */
const PTY_CLOSING_WAIT_MS = 40;

/**
 * The native binding made to close like a UART. A UART drains its output before it closes, but a
 * pty does not: with HUPCL its last close hangs it up and drops the bytes socat has not read yet
 * ($CLOSE, $RESET), and the next open's flush (bindings-cpp flushes on every open) drops them too.
 * So the pty runs turn HUPCL off and give socat a moment before each close; production keeps both.
 */
const ptyBinding: SerialBinding = {
  list: () => SerialPort.binding.list(),
  open: async (options) => {
    const port = await SerialPort.binding.open({ ...options, hupcl: false });
    const close = port.close.bind(port);
    port.close = async () => {
      await sleep(PTY_CLOSING_WAIT_MS);
      await close();
    };
    return port;
  },
};
const openPtyConnection = createSerialOpener(ptyBinding);

/** socat on the PATH (or /usr/bin/socat), or a clear failure naming what to install. */
export function findSocat(
  searchPath = process.env.PATH ?? '',
  fallback = '/usr/bin/socat',
): string {
  const candidates = [
    ...searchPath.split(pathListSeparator).map((dir) => join(dir, 'socat')),
    fallback,
  ];
  const found = candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (!found)
    throw new Error(
      'socat is not installed: the serial device tests need it for a real pty pair ' +
        '(apt-get install socat). These tests never skip.',
    );
  return found;
}

/** Starts `socat pty,raw,echo=0,link=A pty,raw,echo=0,link=B` and waits for both links. */
async function startSocat(dir: string): Promise<{ socat: ChildProcess; a: string; b: string }> {
  const a = join(dir, 'device-a');
  const b = join(dir, 'device-b');
  const socat = spawn(
    findSocat(),
    ['-d', '-d', `pty,raw,echo=0,link=${a}`, `pty,raw,echo=0,link=${b}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  socat.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + LINKS_TIMEOUT_MS;
  while (!(existsSync(a) && existsSync(b))) {
    if (socat.exitCode !== null || Date.now() > deadline) {
      socat.kill();
      throw new Error(`socat did not create the pty links ${a}, ${b}: ${stderr}`);
    }
    await sleep(5);
  }
  return { socat, a, b };
}

const stopSocat = async (socat: ChildProcess) => {
  if (socat.exitCode !== null || socat.signalCode !== null) return;
  const exited = new Promise((resolve) => socat.once('exit', resolve));
  socat.kill('SIGTERM');
  await exited;
};

const openPort = (path: string, baudRate: number) =>
  new Promise<SerialPort>((resolve, reject) => {
    const port = new SerialPort({ path, baudRate, hupcl: false }, (error) =>
      error ? reject(error) : resolve(port),
    );
  });

const closePort = (port: SerialPort) =>
  new Promise<void>((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve()));

/** A socat pty pair in its own temp dir; the driver's end is `path`. */
export async function createSocatHarness(baudRate = 4800): Promise<DeviceHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'safety-terminal-pty-'));
  const { socat, a, b } = await startSocat(dir);
  const device = await openPort(b, baudRate);
  let written = '';
  device.on('data', (chunk: Buffer) => (written += chunk.toString('latin1')));
  device.on('error', () => undefined);
  const timers = new Set<ReturnType<typeof setInterval>>();

  return {
    kind: 'socat',
    path: a,
    missingPath: join(dir, 'no-such-port'),
    openConnection: openPtyConnection,
    send: (data) =>
      new Promise<void>((resolve, reject) => {
        device.write(data, (error) => (error ? reject(error) : device.drain(() => resolve())));
      }),
    written: () => written,
    chatter: (data, everyMs) => {
      const timer = setInterval(() => device.isOpen && device.write(data), everyMs);
      timers.add(timer);
      return () => clearInterval(timer);
    },
    unplug: () => stopSocat(socat),
    hold: async () => {
      const holder = await openPort(a, baudRate);
      return () => closePort(holder);
    },
    openDenied: async () => {
      const pty = realpathSync(a);
      chmodSync(pty, 0o000);
      try {
        // root ignores file modes: the refused open runs in a child without that privilege.
        return process.getuid?.() === 0
          ? await openWithoutDacOverride(a)
          : await openPtyConnection({ path: a, baudRate, delimiter: '$' });
      } finally {
        chmodSync(pty, 0o620);
      }
    },
    dispose: async () => {
      timers.forEach((timer) => clearInterval(timer));
      await closePort(device);
      await stopSocat(socat);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
