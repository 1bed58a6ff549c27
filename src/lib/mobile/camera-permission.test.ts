import { afterEach, describe, expect, it, vi } from 'vitest';

import { cameraSource } from '@/lib/camera/camera-source';
import { fakeCaptureDeps, fakeMediaDevices } from '@/lib/camera/testing/fake-camera';
import { browserCaptureDeps, takePhoto } from '@/lib/camera/take-photo';
import { setLogSinks } from '@/lib/log';

import { askCameraPermission, wrapperMediaDevices } from './camera-permission';
import { installSimulatedWrapper } from './simulated-wrapper';
import { installWrapper, removeWrapper, separateHost } from './testing/wrapper-host';
import type { PermissionsPlugin } from './wrapper-runtime';

afterEach(() => {
  removeWrapper();
  vi.unstubAllGlobals();
  setLogSinks([]);
});

const internal = cameraSource('internal');

/** A wrapper page whose person answers the camera question with `answer`. */
function wrapperPage(answer: 'grant' | 'refuse') {
  const host = separateHost();
  host.cordovaSimulatorPreset = { camera: answer };
  const simulator = installSimulatedWrapper(host);
  return { host, simulator };
}

describe('the camera permission in the mobile wrapper', () => {
  it('is asked for once: granted, it is only checked afterwards', async () => {
    const { host, simulator } = wrapperPage('grant');
    expect(await askCameraPermission(host)).toBe(true);
    expect(await askCameraPermission(host)).toBe(true);
    expect(simulator.camera.requests()).toBe(1);
  });

  it('refused, it is asked again next time, and a later yes counts', async () => {
    const { host, simulator } = wrapperPage('refuse');
    expect(await askCameraPermission(host)).toBe(false);
    simulator.camera.answer('grant');
    expect(await askCameraPermission(host)).toBe(true);
    expect(simulator.camera.requests()).toBe(2);
  });

  it('a failing plugin counts as refused (and is logged); without the plugin the web view asks', async () => {
    const lines: string[] = [];
    setLogSinks([(_level, message) => lines.push(message)]);
    const { host } = wrapperPage('grant');
    const broken: PermissionsPlugin = {
      checkPermission: (_permission, _success, error) => error('no activity'),
      requestPermission: (_permission, _success, error) => error('no activity'),
    };
    host.cordova = { platformId: 'android', plugins: { permissions: broken } };
    expect(await askCameraPermission(host)).toBe(false);
    expect(lines).toContain('camera permission: requestPermission failed');
    host.cordova = { platformId: 'android' };
    expect(await askCameraPermission(host)).toBe(true);
  });

  it('a refusal fails the photo (the step shows the camera error) without opening the camera', async () => {
    const { host } = wrapperPage('refuse');
    const media = fakeMediaDevices();
    const deps = fakeCaptureDeps({ media: wrapperMediaDevices(media, host) });
    const photo = await takePhoto('front', internal, deps);
    expect(photo).toMatchObject({ ok: false, reason: 'failed' });
    expect(media.requests).toEqual([]);
  });

  it('granted, the photo is taken with the device camera (getUserMedia)', async () => {
    const { host } = wrapperPage('grant');
    const media = fakeMediaDevices();
    const deps = fakeCaptureDeps({ media: wrapperMediaDevices(media, host) });
    expect(await takePhoto('front', internal, deps)).toMatchObject({ ok: true, extension: 'png' });
    expect(media.requests).toHaveLength(1);
  });

  it('the camera steps’ own cameras ask for the permission inside the wrapper only', async () => {
    const media = fakeMediaDevices();
    // jsdom has no navigator.mediaDevices.
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { mediaDevices: media }),
    );
    expect(browserCaptureDeps().mediaDevices).toBe(media);

    const simulator = installWrapper({ camera: 'refuse' });
    const inWrapper = browserCaptureDeps().mediaDevices;
    await expect(inWrapper?.getUserMedia({ video: true })).rejects.toMatchObject({
      name: 'NotAllowedError',
    });
    expect(simulator.camera.requests()).toBe(1);
    expect(media.requests).toEqual([]);
  });
});
