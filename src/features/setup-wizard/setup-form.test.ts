import { describe, expect, it } from 'vitest';

import { defaultDeviceSettings } from '@shared/device-settings';

import { editText, formFromConfig, isHttpUrl, toDeviceSettings, validateStep } from './setup-form';

const form = formFromConfig(null);

describe('the setup form', () => {
  it('starts from the defaults: COM3 at 4800 with $, COM4 at 9600, zoom 100', () => {
    expect(form).toMatchObject({
      serverHost: '',
      password: '',
      useTerminalName: true,
      defaultZoom: '100',
      breathalyzerPort: 'COM3',
      breathalyzerBaudRate: '4800',
      breathalyzerDelimiter: '$',
      rfidPort: 'COM4',
      rfidBaudRate: '9600',
      rfidIsHid: false,
    });
  });

  it('numeric fields ignore anything but digits and keep the previous value', () => {
    expect(editText(form, 'rfidBaudRate', '9600a').rfidBaudRate).toBe('9600');
    expect(editText(form, 'breathalyzerBaudRate', '48 00').breathalyzerBaudRate).toBe('4800');
    expect(editText(form, 'breathalyzerBaudRate', '-1').breathalyzerBaudRate).toBe('4800');
    expect(editText(form, 'rfidBaudRate', '19200').rfidBaudRate).toBe('19200');
    expect(editText(form, 'rfidBaudRate', '').rfidBaudRate).toBe('');
    expect(editText(form, 'defaultZoom', '1x').defaultZoom).toBe('100');
    expect(editText(form, 'rfidPort', '/dev/ttyUSB0').rfidPort).toBe('/dev/ttyUSB0');
  });

  it('accepts only http and https addresses', () => {
    expect(isHttpUrl('http://10.0.0.2:8080')).toBe(true);
    expect(isHttpUrl(' https://server.local ')).toBe(true);
    expect(isHttpUrl('ftp://server.local')).toBe(false);
    expect(isHttpUrl('server.local')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });

  it('requires the server address, the name when custom, and every device field', () => {
    expect(validateStep('server', form)).toEqual({ serverHost: 'required' });
    expect(validateStep('server', { ...form, serverHost: 'ftp://x' })).toEqual({
      serverHost: 'invalidUrl',
    });
    const custom = { ...form, serverHost: 'http://s', useTerminalName: false, appName: ' ' };
    expect(validateStep('server', custom)).toEqual({ appName: 'required' });
    expect(validateStep('server', { ...custom, appName: 'G' })).toEqual({});
    expect(validateStep('display', { ...form, defaultZoom: '' })).toEqual({});
    expect(validateStep('devices', form)).toEqual({});
    const empty = { ...form, breathalyzerPort: '', rfidBaudRate: '', breathalyzerDelimiter: '' };
    expect(validateStep('devices', empty)).toEqual({
      breathalyzerPort: 'required',
      breathalyzerDelimiter: 'required',
      rfidBaudRate: 'required',
    });
    expect(validateStep('devices', { ...form, breathalyzerDelimiter: ' ' })).toEqual({});
  });

  it('builds the device settings over the shell’s own (name, version, ip kept)', () => {
    const base = { ...defaultDeviceSettings, name: 'PC-7', ip: '10.0.0.7' };
    const edited = {
      ...form,
      useTerminalName: false,
      appName: ' Gate 3 ',
      cursor: true,
      defaultZoom: '',
      rfidBaudRate: '19200',
      rfidIsHid: true,
    };
    expect(toDeviceSettings(edited, base)).toEqual({
      ...base,
      use_terminal_name: false,
      appName: 'Gate 3',
      cursor: true,
      default_zoom: 100,
      rfid: { port: 'COM4', baudRate: 19200, isHid: true },
    });
  });
});
