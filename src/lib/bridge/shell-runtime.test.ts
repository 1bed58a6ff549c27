import { describe, expect, it } from 'vitest';

import { defaultDeviceSettings, type ShellConfig } from '@shared/device-settings';

import { defaultConfig } from '@/config/env';

import { withShellConfig, zoomPrefsOf } from './shell-runtime';

const shell = (
  overrides: Partial<ShellConfig> = {},
  settings: Partial<ShellConfig['deviceSettings']> = {},
): ShellConfig => ({
  deviceSettings: { ...defaultDeviceSettings, ...settings },
  serverHost: '',
  hasPassword: false,
  passwordStorable: true,
  os: 'windows',
  installerCodeSet: false,
  startError: false,
  devTools: false,
  ...overrides,
});

describe('shell configuration', () => {
  it("the shell's saved server host wins over the web configuration", () => {
    const web = { ...defaultConfig, serverHost: 'http://from-config-json:9000' };
    expect(withShellConfig(web, shell({ serverHost: 'http://10.0.0.2:8080/' })).serverHost).toBe(
      'http://10.0.0.2:8080',
    );
    expect(withShellConfig(web, shell({ serverHost: '' })).serverHost).toBe(
      'http://from-config-json:9000',
    );
  });

  it('sends the terminal name and address as X-HOSTNAME and X-IP', () => {
    const named = withShellConfig(
      defaultConfig,
      shell({}, { use_terminal_name: false, appName: 'Проходная 3', ip: '10.1.1.7' }),
    );
    expect(named).toMatchObject({ hostname: 'Проходная 3', ip: '10.1.1.7' });
    const machine = withShellConfig(
      defaultConfig,
      shell({}, { use_terminal_name: true, name: 'KIOSK-07', ip: '{ip}' }),
    );
    expect(machine).toMatchObject({ hostname: 'KIOSK-07', ip: defaultConfig.ip });
  });

  it('takes the zoom preferences from the device settings', () => {
    expect(zoomPrefsOf(shell({}, { default_zoom: 125, server_zoom_priority: false }))).toEqual({
      default_zoom: 125,
      server_zoom_priority: false,
    });
    expect(zoomPrefsOf(null)).toBeUndefined();
  });
});
