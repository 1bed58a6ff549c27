import { closeSync, openSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { guardEndOfFile } from './end-of-file-guard';
import type { SerialBindingPort } from './serial-connection';

/** A unix-like port over /dev/null, whose reads return 0 bytes as a hung-up tty's do. */
const hungUpPort = () => {
  const fd = openSync('/dev/null', 'r');
  const port: SerialBindingPort & { fd: number | null; poller: { once: () => void } } = {
    fd,
    poller: { once: () => undefined },
    isOpen: true,
    // bindings-cpp's own read would retry the 0-byte read forever.
    read: () => new Promise<never>(() => undefined),
    write: async () => undefined,
    close: async () => undefined,
  };
  return { port, release: () => closeSync(fd) };
};

describe('guardEndOfFile', () => {
  it('reports a 0-byte read as a disconnect instead of retrying forever', async () => {
    const { port, release } = hungUpPort();
    try {
      await expect(guardEndOfFile(port).read(Buffer.alloc(8), 0, 8)).rejects.toThrow(/end of file/);
    } finally {
      release();
    }
  });

  it('fails a read on a closed port as canceled (not a disconnect)', async () => {
    const { port, release } = hungUpPort();
    const guarded = guardEndOfFile(port);
    release();
    port.fd = null;
    await expect(guarded.read(Buffer.alloc(8), 0, 8)).rejects.toMatchObject({
      canceled: true,
    });
  });

  it('leaves ports without a file descriptor (Windows, mock) alone', () => {
    const read = async () => ({ buffer: Buffer.alloc(0), bytesRead: 1 });
    const port: SerialBindingPort = {
      isOpen: true,
      read,
      write: async () => undefined,
      close: async () => undefined,
    };
    expect(guardEndOfFile(port).read).toBe(read);
  });
});
