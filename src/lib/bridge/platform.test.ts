import { describe, expect, it } from 'vitest';

import { detectPlatform, type HostWindow } from './platform';

describe('detectPlatform', () => {
  it('tells the desktop shell, the mobile wrapper and a browser apart', () => {
    expect(detectPlatform({ kiosk: { platform: 'electron', os: 'linux' } } as HostWindow)).toBe(
      'electron',
    );
    expect(detectPlatform({ cordova: {} } as HostWindow)).toBe('cordova');
    expect(detectPlatform({} as HostWindow)).toBe('browser');
  });
});
