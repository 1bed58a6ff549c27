import { describe, expect, it } from 'vitest';

import { detectPlatform, shellStartError, type HostWindow } from './platform';

describe('detectPlatform', () => {
  it('tells the desktop shell, the mobile wrapper and a browser apart', () => {
    const shell = { platform: 'electron', os: 'linux', startError: false } as const;
    expect(detectPlatform({ kiosk: shell } as HostWindow)).toBe('electron');
    expect(shellStartError({ kiosk: shell } as HostWindow)).toBe(false);
    expect(shellStartError({ kiosk: { ...shell, startError: true } } as HostWindow)).toBe(true);
    expect(shellStartError({} as HostWindow)).toBe(false);
    expect(detectPlatform({ cordova: {} } as HostWindow)).toBe('cordova');
    expect(detectPlatform({} as HostWindow)).toBe('browser');
  });
});
