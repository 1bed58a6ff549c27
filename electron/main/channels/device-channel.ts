/** rfid:restart and breathalyzer:present/start/reset, over the Devices interface. */
import type { Devices } from '../devices';
import type { Handle } from '../ipc';
import { noArgs } from '../validation';

export function registerDeviceChannels(handle: Handle, devices: () => Devices): void {
  handle('rfid:restart', noArgs, () => devices().rfid.restart());
  handle('breathalyzer:present', noArgs, () => devices().breathalyzer.isPresent());
  handle('breathalyzer:start', noArgs, () => devices().breathalyzer.start());
  handle('breathalyzer:reset', noArgs, () => devices().breathalyzer.reset());
}
