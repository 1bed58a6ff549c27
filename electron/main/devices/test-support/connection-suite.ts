/** The serial connection suite, run on the mock binding and on a socat pty pair. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SerialCloseInfo, SerialConnection } from '../serial-connection';
import type { DeviceHarness, HarnessFactory } from './device-harness';

const WAIT = { timeout: 3_000, interval: 5 };

/** Runs the suite against the harness the factory makes (one per test). */
export function describeSerialConnection(makeHarness: HarnessFactory): void {
  describe('serial connection', () => {
    let harness: DeviceHarness;
    let connection: SerialConnection | null;

    const open = async (path = harness.path) => {
      const opened = await harness.openConnection({ path, baudRate: 4800, delimiter: '$' });
      if (!opened.ok) throw new Error(`${path} did not open: ${opened.error.message}`);
      connection = opened.connection;
      return opened.connection;
    };

    beforeEach(async () => {
      harness = await makeHarness();
      connection = null;
    });

    afterEach(async () => {
      await connection?.close();
      await harness.dispose();
    });

    it('writes commands as written and reads lines split on the delimiter', async () => {
      const port = await open();
      const lines: string[] = [];
      port.onLine((line) => lines.push(line));
      await port.write('$START');
      await vi.waitFor(() => expect(harness.written()).toBe('$START'), WAIT);
      await harness.send('$STA');
      await harness.send('NBY$Drager,0.12-low$');
      await vi.waitFor(() => expect(lines).toEqual(['STANBY', 'Drager,0.12-low']), WAIT);
    });

    it('a missing port is notFound, with the binding message passed on', async () => {
      const opened = await harness.openConnection({
        path: harness.missingPath,
        baudRate: 4800,
        delimiter: '$',
      });
      expect(opened).toMatchObject({ ok: false, error: { code: 'notFound' } });
      expect(!opened.ok && opened.error.message).toMatch(/no such file|does not exist/i);
    });

    it('a port held by another program is accessDenied (busy / locked)', async () => {
      const release = await harness.hold();
      try {
        const opened = await harness.openConnection({
          path: harness.path,
          baudRate: 4800,
          delimiter: '$',
        });
        expect(opened).toMatchObject({ ok: false, error: { code: 'accessDenied' } });
        expect(!opened.ok && opened.error.message).toMatch(/lock/i);
      } finally {
        await release();
      }
    });

    it('a port the operating system refuses is accessDenied, its message passed on', async () => {
      const opened = await harness.openDenied();
      expect(opened).toMatchObject({ ok: false, error: { code: 'accessDenied' } });
      expect(!opened.ok && opened.error.message).toMatch(/access denied|permission denied/i);
    });

    it('the device unplugged mid-read closes the connection as disconnected; writes then reject', async () => {
      const port = await open();
      const closes: SerialCloseInfo[] = [];
      const lines: string[] = [];
      port.onClose((info) => closes.push(info));
      port.onLine((line) => lines.push(line));
      // Mid-read: a line has come through and the next read waits for data.
      await harness.send('$STANBY$');
      await vi.waitFor(() => expect(lines).toEqual(['STANBY']), WAIT);
      await harness.unplug();
      await vi.waitFor(
        () => expect(closes).toEqual([expect.objectContaining({ disconnected: true })]),
        WAIT,
      );
      expect(port.isOpen()).toBe(false);
      await expect(port.write('$START')).rejects.toThrow(/not open/);
    });

    it('the device unplugged before it sent anything also closes as disconnected', async () => {
      const port = await open();
      const closes: SerialCloseInfo[] = [];
      port.onClose((info) => closes.push(info));
      await harness.unplug();
      await vi.waitFor(
        () => expect(closes).toEqual([expect.objectContaining({ disconnected: true })]),
        WAIT,
      );
    });

    it('close() is not a disconnect and may be called twice', async () => {
      const port = await open();
      const closes: SerialCloseInfo[] = [];
      port.onClose((info) => closes.push(info));
      await port.close();
      await port.close();
      expect(closes).toEqual([{ disconnected: false, message: null }]);
    });
  });
}
