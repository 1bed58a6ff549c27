/** The harness on serialport's own mock binding (`SerialPortMock.binding` from 'serialport'). */
import { SerialPortMock } from 'serialport';

import {
  createSerialOpener,
  type SerialBinding,
  type SerialBindingPort,
} from '../serial-connection';
import type { DeviceHarness } from './device-harness';

/** The mock's port: a binding port that can also pretend to receive data. */
type MockPort = SerialBindingPort & { emitData(data: Buffer | string): void };

/** What the Windows binding says when another program or the OS refuses the port. */
const WINDOWS_ACCESS_DENIED = (path: string) => `Opening ${path}: Access denied`;

/** A mock device on `path` (COM3 / COM4, as on the kiosk). */
export async function createMockHarness(path = 'COM3'): Promise<DeviceHarness> {
  const base = SerialPortMock.binding;
  base.reset();
  base.createPort(path);
  let driverPort: MockPort | null = null;
  let written = '';
  let denied = false;
  let gone = false;
  let unplug: (error: Error) => void = () => undefined;
  const timers = new Set<ReturnType<typeof setInterval>>();

  const binding: SerialBinding = {
    list: () => base.list(),
    open: async (options) => {
      if (denied) throw new Error(WINDOWS_ACCESS_DENIED(options.path));
      if (gone && options.path === path) throw new Error(`Port does not exist - ${path} unplugged`);
      const port: MockPort = await base.open(options);
      if (options.path !== path) return port;
      driverPort = port;
      const unplugged = new Promise<never>((_, reject) => {
        unplug = reject;
      });
      unplugged.catch(() => undefined);
      const read = port.read.bind(port);
      // A pulled USB adapter fails the pending read; the stream then closes as disconnected.
      port.read = (buffer, offset, length) =>
        Promise.race([read(buffer, offset, length), unplugged]);
      const write = port.write.bind(port);
      port.write = async (buffer) => {
        await write(buffer);
        written += buffer.toString('latin1');
      };
      return port;
    },
  };

  const send = async (data: string | Buffer) => {
    if (!driverPort?.isOpen) throw new Error(`mock device: ${path} is not open`);
    driverPort.emitData(data);
    await new Promise((resolve) => setImmediate(resolve));
  };

  return {
    kind: 'mock',
    path,
    missingPath: 'COM9',
    openConnection: createSerialOpener(binding),
    send,
    written: () => written,
    chatter: (data, everyMs) => {
      const timer = setInterval(() => {
        if (driverPort?.isOpen) driverPort.emitData(data);
      }, everyMs);
      timers.add(timer);
      return () => clearInterval(timer);
    },
    unplug: async () => {
      gone = true;
      unplug(new Error('device unplugged'));
      await new Promise((resolve) => setImmediate(resolve));
    },
    hold: async () => {
      const holder: MockPort = await base.open({ path, baudRate: 9600 });
      return () => holder.close();
    },
    openDenied: async () => {
      denied = true;
      try {
        return await createSerialOpener(binding)({ path, baudRate: 4800, delimiter: '$' });
      } finally {
        denied = false;
      }
    },
    dispose: async () => {
      timers.forEach((timer) => clearInterval(timer));
      base.reset();
    },
  };
}
