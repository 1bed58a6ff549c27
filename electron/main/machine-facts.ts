/** Facts about the machine the shell reports in get_conf: its OS, host name, address and version. */
import type { DeviceSettings, ShellConfig } from '../shared/device-settings';

export type ShellOs = ShellConfig['os'];

/** The OS as the renderer knows it (the update button is Windows-only). */
export const osOf = (platform: string): ShellOs =>
  platform === 'win32' ? 'windows' : platform === 'linux' ? 'linux' : 'other';

/** One network interface address (node:os networkInterfaces() entries fit). */
export interface InterfaceAddress {
  family: string | number;
  address: string;
  internal: boolean;
}

/** The first external IPv4 address, or null. */
export function firstIpv4(
  interfaces: Record<string, InterfaceAddress[] | undefined>,
): string | null {
  for (const addresses of Object.values(interfaces)) {
    const found = addresses?.find(
      (entry) => (entry.family === 'IPv4' || entry.family === 4) && !entry.internal,
    );
    if (found) return found.address;
  }
  return null;
}

/** What the machine says about itself. */
export interface MachineFacts {
  hostname: string;
  ip: string | null;
  /** The running shell's version. */
  version: string;
}

/**
 * The saved settings with the machine's facts: its host name as `name`, its address for the
 * '{ip}' placeholder, the running version, and the electron platform.
 */
export function withMachineFacts(settings: DeviceSettings, facts: MachineFacts): DeviceSettings {
  return {
    ...settings,
    name: facts.hostname || settings.name,
    ip: facts.ip ? settings.ip.replaceAll('{ip}', facts.ip) : settings.ip,
    version: facts.version,
    platform: 'electron',
  };
}
