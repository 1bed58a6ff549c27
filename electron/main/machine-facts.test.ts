import { describe, expect, it } from 'vitest';

import { defaultDeviceSettings } from '../shared/device-settings';
import { firstIpv4, osOf, withMachineFacts } from './machine-facts';

describe('machine facts', () => {
  it('maps the platform to the renderer’s OS', () => {
    expect(osOf('win32')).toBe('windows');
    expect(osOf('linux')).toBe('linux');
    expect(osOf('darwin')).toBe('other');
  });

  it('finds the first external IPv4 address', () => {
    expect(
      firstIpv4({
        lo: [{ family: 'IPv4', address: '127.0.0.1', internal: true }],
        eth0: [
          { family: 'IPv6', address: 'fe80::1', internal: false },
          { family: 'IPv4', address: '10.0.0.15', internal: false },
        ],
      }),
    ).toBe('10.0.0.15');
    expect(firstIpv4({})).toBeNull();
  });

  it('fills the host name, the {ip} placeholder and the running version', () => {
    expect(
      withMachineFacts(defaultDeviceSettings, {
        hostname: 'gate-3',
        ip: '10.0.0.15',
        version: '3.21.0',
      }),
    ).toMatchObject({ name: 'gate-3', ip: '10.0.0.15', version: '3.21.0', platform: 'electron' });
    expect(
      withMachineFacts(
        { ...defaultDeviceSettings, ip: '192.168.1.9' },
        { hostname: '', ip: '10.0.0.15', version: '1' },
      ),
    ).toMatchObject({ ip: '192.168.1.9', name: '' });
  });
});
