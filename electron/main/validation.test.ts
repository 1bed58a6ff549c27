import { describe, expect, it } from 'vitest';

import { defaultDeviceSettings } from '../shared/device-settings';
import {
  deviceSettingsSchema,
  isHttpUrl,
  parseDeviceSettings,
  passwordSchema,
  serverHostSchema,
  updateInfoSchema,
} from './validation';

describe('isHttpUrl (spec 2 §5: http or https only)', () => {
  it.each(['http://10.0.0.2:8080', 'https://cam.local/snap.jpg'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });
  it.each([
    'ftp://host/x',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'host:8080',
    '',
    'http://',
  ])('refuses %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('serverHostSchema', () => {
  it('keeps an http(s) host without its trailing slash', () => {
    expect(serverHostSchema.parse(' http://10.0.0.2:8080/ ')).toBe('http://10.0.0.2:8080');
  });
  it('refuses other schemes and empty text', () => {
    expect(serverHostSchema.safeParse('ftp://x').success).toBe(false);
    expect(serverHostSchema.safeParse('').success).toBe(false);
  });
});

describe('passwordSchema', () => {
  it('takes one line and refuses line breaks (it is written to sudo stdin)', () => {
    expect(passwordSchema.safeParse('s3cret pass').success).toBe(true);
    expect(passwordSchema.safeParse('a\nb').success).toBe(false);
    expect(passwordSchema.safeParse(42).success).toBe(false);
  });
});

describe('device settings', () => {
  it('accepts the defaults and refuses unknown fields on save', () => {
    expect(deviceSettingsSchema.safeParse(defaultDeviceSettings).success).toBe(true);
    expect(deviceSettingsSchema.safeParse({ ...defaultDeviceSettings, extra: 1 }).success).toBe(
      false,
    );
  });

  it('falls back field by field on read and reports each bad field', () => {
    const { settings, problems } = parseDeviceSettings({
      ...defaultDeviceSettings,
      appName: 'Gate 3',
      fullscreen: 'yes',
      rfid: { port: '', baudRate: 9600, isHid: false },
    });
    expect(settings.appName).toBe('Gate 3');
    expect(settings.fullscreen).toBe(defaultDeviceSettings.fullscreen);
    expect(settings.rfid).toEqual(defaultDeviceSettings.rfid);
    expect(problems).toEqual(['fullscreen: invalid, default used', 'rfid: invalid, default used']);
  });

  it('fills every missing field from the defaults', () => {
    const { settings, problems } = parseDeviceSettings({});
    expect(settings).toEqual(defaultDeviceSettings);
    expect(problems).toHaveLength(Object.keys(defaultDeviceSettings).length);
  });
});

describe('updateInfoSchema', () => {
  it('needs MD5 hashes and http(s) URLs', () => {
    const info = {
      url_string: 'http://h/app.exe',
      new_version: '3.21.0',
      app_name: 'terminal',
      can_update: true,
      update_app_url_string: 'http://h/updater.exe',
      updater_version: '1.0.0',
      app_file_hash: 'd41d8cd98f00b204e9800998ecf8427e',
      update_file_hash: 'D41D8CD98F00B204E9800998ECF8427E',
    };
    expect(updateInfoSchema.safeParse(info).success).toBe(true);
    expect(updateInfoSchema.safeParse({ ...info, app_file_hash: 'abc' }).success).toBe(false);
    expect(updateInfoSchema.safeParse({ ...info, url_string: 'file:///x' }).success).toBe(false);
  });
});
