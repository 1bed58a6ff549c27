import { describe, expect, it } from 'vitest';

import { cameraInput, cameraSource, isHttpUrl, photoExtension, photoMime } from './camera-source';

describe('camera settings', () => {
  it("reads 'internal', an http(s) URL, or anything else as unknown", () => {
    expect(cameraSource('internal')).toEqual({ kind: 'internal' });
    expect(cameraSource(' http://10.0.0.7/snapshot.jpg ')).toEqual({
      kind: 'url',
      url: 'http://10.0.0.7/snapshot.jpg',
    });
    expect(cameraSource('https://cam.local/shot')).toMatchObject({ kind: 'url' });
    expect(cameraSource('rtsp://10.0.0.7/stream')).toEqual({
      kind: 'unknown',
      setting: 'rtsp://10.0.0.7/stream',
    });
    expect(cameraSource('usb')).toMatchObject({ kind: 'unknown' });
    expect(cameraSource('')).toMatchObject({ kind: 'unknown' });
    expect(cameraSource(null)).toEqual({ kind: 'unknown', setting: null });
    expect(isHttpUrl('cam.local/snap')).toBe(false);
  });

  it("knows 'overview' (spec 1 §4): the terminal's own overview camera, as JPEG, whichever step uses it", () => {
    const overview = cameraSource(' overview ');
    expect(overview).toEqual({ kind: 'internal', input: 'overview' });
    expect(cameraInput('front', overview)).toBe('overview');
    expect(cameraInput('front', cameraSource('internal'))).toBe('front');
    expect(photoExtension('front', overview)).toBe('jpg');
  });

  it('photographs the internal front camera as png and everything else as jpg', () => {
    expect(photoExtension('front', { kind: 'internal' })).toBe('png');
    expect(photoExtension('front', { kind: 'url', url: 'http://cam' })).toBe('jpg');
    expect(photoExtension('overview', { kind: 'internal' })).toBe('jpg');
    expect(photoExtension('overview', { kind: 'url', url: 'http://cam' })).toBe('jpg');
    expect([photoMime('png'), photoMime('jpg')]).toEqual(['image/png', 'image/jpeg']);
  });
});
