import type { UpdateInfo } from '@shared/device-settings';

import {
  installSimulatedKiosk,
  type SimulatorHost,
  type SimulatorPreset,
} from '@/lib/bridge/simulated-kiosk';

/** An update newer than the simulated shell's 3.20.0, with every field. */
export const newerUpdate: UpdateInfo = {
  url_string: 'http://updates.local/app.exe',
  new_version: '3.21.0',
  app_name: 'safety-terminal',
  can_update: true,
  update_app_url_string: 'http://updates.local/updater.exe',
  updater_version: '1.0.0',
  app_file_hash: 'a'.repeat(32),
  update_file_hash: 'b'.repeat(32),
};

const host = window as SimulatorHost;

/** Puts the simulated shell on the window, starting from `preset` (remove it with `removeShell` after the test). */
export function installShell(preset: SimulatorPreset = {}) {
  host.kioskSimulatorPreset = preset;
  return installSimulatedKiosk(host);
}

/** Takes the simulated shell off the window. */
export function removeShell() {
  delete host.kiosk;
  delete host.kioskSimulator;
  delete host.kioskSimulatorPreset;
}
