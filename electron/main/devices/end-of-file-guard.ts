/**
 * A fix for unplug detection on Linux and macOS. When a tty is hung up (USB adapter pulled, pty
 * peer gone) read() returns 0 bytes, and bindings-cpp 13 retries that read forever: no error, no
 * close, a busy thread pool (serialport/bindings-cpp#162). This read treats 0 bytes as the
 * disconnect it is (the port is opened with VMIN 1 and O_NONBLOCK, so "no data" is EAGAIN, not 0).
 */
import { read as fsRead } from 'node:fs';
import { promisify } from 'node:util';

import type { SerialBindingPort } from './serial-connection';

const readAsync = promisify(fsRead);

/** The parts of bindings-cpp's unix port this read needs; Windows and mock ports have no fd. */
interface UnixPort extends SerialBindingPort {
  fd: number | null;
  poller: { once(event: 'readable', callback: (error: Error | null) => void): unknown };
}

const isUnixPort = (port: SerialBindingPort): port is UnixPort =>
  'fd' in port && typeof port.fd === 'number' && 'poller' in port && Boolean(port.poller);

/** The error an in-progress read must fail with once the port is closed (binding interface rule). */
const canceled = () => Object.assign(new Error('Port is not open'), { canceled: true });

const RETRY_CODES = new Set(['EAGAIN', 'EWOULDBLOCK', 'EINTR']);

/** Replaces a unix port's read with one that reports end of file as a disconnect; others untouched. */
export function guardEndOfFile<P extends SerialBindingPort>(port: P): P {
  if (!isUnixPort(port)) return port;
  const unixPort: UnixPort = port;
  const readable = () =>
    new Promise<void>((resolve, reject) =>
      unixPort.poller.once('readable', (error) => (error ? reject(error) : resolve())),
    );
  unixPort.read = async (buffer, offset, length) => {
    for (;;) {
      const fd = unixPort.fd;
      if (fd === null) throw canceled();
      try {
        const { bytesRead } = await readAsync(fd, buffer, offset, length, null);
        if (bytesRead === 0) throw new Error('end of file: the device is gone');
        return { bytesRead, buffer };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (!RETRY_CODES.has(code)) throw error;
        if (unixPort.fd === null) throw canceled();
        await readable();
      }
    }
  };
  return port;
}
