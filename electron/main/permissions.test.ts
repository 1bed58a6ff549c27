import { describe, expect, it } from 'vitest';

import { isPermissionCheckGranted, isPermissionGranted } from './permissions';

const app = 'app://kiosk/index.html#/stepper';

describe('isPermissionGranted', () => {
  it('grants the camera (video only) to the app main frame', () => {
    expect(
      isPermissionGranted({
        permission: 'media',
        origin: app,
        isMainFrame: true,
        mediaTypes: ['video'],
      }),
    ).toBe(true);
  });

  it.each([
    ['the microphone', { mediaTypes: ['audio'] }],
    ['camera and microphone', { mediaTypes: ['video', 'audio'] }],
    ['media without a type', { mediaTypes: [] }],
    ['another origin', { origin: 'http://10.0.0.2:8080/doc.html' }],
    ['a sub-frame', { isMainFrame: false }],
    ['file://', { origin: 'file:///opt/app/index.html' }],
    ['no origin', { origin: undefined }],
  ])('refuses %s', (_name, change) => {
    expect(
      isPermissionGranted({
        permission: 'media',
        origin: app,
        isMainFrame: true,
        mediaTypes: ['video'],
        ...change,
      }),
    ).toBe(false);
  });

  it.each([
    'notifications',
    'geolocation',
    'serial',
    'hid',
    'usb',
    'clipboard-read',
    'openExternal',
  ])('refuses %s', (permission) => {
    expect(isPermissionGranted({ permission, origin: app, isMainFrame: true })).toBe(false);
  });
});

describe('isPermissionCheckGranted', () => {
  it('answers yes only for video media of the app origin', () => {
    expect(isPermissionCheckGranted('media', 'app://kiosk', 'video')).toBe(true);
    expect(isPermissionCheckGranted('media', 'app://kiosk', 'audio')).toBe(false);
    expect(isPermissionCheckGranted('media', 'http://evil.kz', 'video')).toBe(false);
    expect(isPermissionCheckGranted('geolocation', 'app://kiosk', undefined)).toBe(false);
  });
});
