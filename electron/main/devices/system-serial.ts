/** The real serial ports: serialport's auto-detected native binding (prebuilt; never rebuilt). */
import { SerialPort } from 'serialport';

import { createSerialOpener, type OpenSerialConnection } from './serial-connection';

/** Opens a real port (COM3, /dev/ttyUSB0 …); what the shell's composition gives the drivers. */
export const openSystemSerialConnection: OpenSerialConnection = createSerialOpener(
  SerialPort.binding,
);

/** The ports the machine offers, by path (for the setup wizard's choices). */
export async function listSystemSerialPorts(): Promise<string[]> {
  const ports = await SerialPort.list();
  return ports.map((port) => port.path);
}
