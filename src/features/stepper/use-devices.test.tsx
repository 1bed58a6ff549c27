import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeMediaDevices } from '@/lib/camera/testing/fake-camera';
import { settingsLoaded } from '@/lib/state/app-slice';
import { initialisedState, mockSettings } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { createSimulatedKiosk, installSimulatedKiosk } from '@/lib/bridge/simulated-kiosk';

import {
  cameraState,
  probeDevices,
  probeNeeds,
  resolveDevices,
  useDevices,
  type DeviceProbe,
} from './use-devices';

const host = window as Window & { kiosk?: unknown; kioskSimulator?: unknown };
afterEach(() => {
  delete host.kiosk;
  delete host.kioskSimulator;
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const everything: DeviceProbe = { breathalyzerPresent: true, hasVideoInput: true };
const nothing: DeviceProbe = { breathalyzerPresent: false, hasVideoInput: false };

const deviceSettings = (overrides: Record<string, unknown> = {}) => ({
  is_breathalyzer: true,
  device_settings: { breathalyzer: true, devMode: false },
  front_camera: 'internal',
  view_camera: 'http://10.0.0.7/snapshot.jpg',
  ...overrides,
});
const settings = (overrides: Record<string, unknown> = {}) =>
  mockSettings(deviceSettings(overrides));

describe('the device rules', () => {
  it('a camera is ready when internal or overview with a video input, or an http(s) URL; off when unset', () => {
    expect(cameraState('internal', true)).toBe('ready');
    expect(cameraState('internal', false)).toBe('missing');
    // 'overview' (spec 1 §4) is the terminal's own overview camera, not an unknown interface.
    expect(cameraState('overview', true)).toBe('ready');
    expect(cameraState('overview', false)).toBe('missing');
    expect(cameraState('https://cam.local/shot', false)).toBe('ready');
    expect(cameraState('http://10.0.0.7/snapshot.jpg', false)).toBe('ready');
    expect(cameraState('rtsp://10.0.0.7/stream', true)).toBe('missing');
    expect(cameraState('usb', true)).toBe('missing');
    expect(cameraState('', true)).toBe('off');
    expect(cameraState(null, true)).toBe('off');
  });

  it('is_breathalyzer switches the breathalyzer on; only an explicit server false switches it off', () => {
    expect(resolveDevices(settings(), everything)).toEqual({
      breathalyzer: 'ready',
      frontCamera: 'ready',
      overviewCamera: 'ready',
    });
    expect(resolveDevices(settings(), nothing)).toEqual({
      breathalyzer: 'missing',
      frontCamera: 'missing',
      overviewCamera: 'ready',
    });
    expect(resolveDevices(settings({ is_breathalyzer: false }), everything).breathalyzer).toBe(
      'off',
    );
    const serverOff = settings({ device_settings: { breathalyzer: false, devMode: true } });
    expect(resolveDevices(serverOff, everything).breathalyzer).toBe('off');
    const serverSilent = settings({ device_settings: undefined });
    expect(serverSilent.device_settings.breathalyzer).toBeUndefined();
    expect(resolveDevices(serverSilent, everything).breathalyzer).toBe('ready');
    expect(probeNeeds(serverSilent).breathalyzer).toBe(true);
    const unset = settings({ front_camera: null, view_camera: null });
    expect(resolveDevices(unset, everything)).toMatchObject({
      frontCamera: 'off',
      overviewCamera: 'off',
    });
    expect(resolveDevices(null, everything)).toEqual({
      breathalyzer: 'off',
      frontCamera: 'off',
      overviewCamera: 'off',
    });
  });

  it('asks only about the devices the settings switch on; a failing probe means absent', async () => {
    expect(probeNeeds(settings())).toEqual({ breathalyzer: true, videoInput: true });
    expect(probeNeeds(settings({ is_breathalyzer: false, front_camera: 'http://cam' }))).toEqual({
      breathalyzer: false,
      videoInput: false,
    });
    expect(probeNeeds(null)).toEqual({ breathalyzer: false, videoInput: false });

    const { kiosk } = createSimulatedKiosk();
    const isPresent = vi.spyOn(kiosk.breathalyzer, 'isPresent');
    const media = fakeMediaDevices({ inputs: 0 });
    const env = { kiosk, mediaDevices: media };
    expect(await probeDevices({ breathalyzer: false, videoInput: false }, env)).toEqual(nothing);
    expect(isPresent).not.toHaveBeenCalled();
    expect(await probeDevices({ breathalyzer: true, videoInput: true }, env)).toEqual({
      breathalyzerPresent: true,
      hasVideoInput: false,
    });
    isPresent.mockRejectedValueOnce(new Error('port closed'));
    const broken = {
      kiosk,
      mediaDevices: { ...media, enumerateDevices: () => Promise.reject(new Error('x')) },
    };
    expect(await probeDevices({ breathalyzer: true, videoInput: true }, broken)).toEqual(nothing);
    const browser = { kiosk: undefined, mediaDevices: undefined };
    expect(await probeDevices({ breathalyzer: true, videoInput: true }, browser)).toEqual(nothing);
  });
});

function DevicesProbe() {
  const devices = useDevices();
  return <output>{JSON.stringify(devices)}</output>;
}

const renderDevices = (overrides: Record<string, unknown>) =>
  renderWithProviders(<DevicesProbe />, {
    preloadedState: initialisedState({ settings: deviceSettings(overrides) }),
  });
const shown = () => screen.findByText(/"detecting":false/);

describe('useDevices', () => {
  it('reports detecting until the shell and the browser answer, then the devices', async () => {
    installSimulatedKiosk();
    Object.defineProperty(navigator, 'mediaDevices', {
      value: fakeMediaDevices(),
      configurable: true,
    });
    const { store } = await renderDevices({});
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toMatchObject({
      detecting: true,
    });
    expect(await shown()).toHaveTextContent(
      '{"breathalyzer":"ready","frontCamera":"ready","overviewCamera":"ready","detecting":false}',
    );
    act(() => {
      store.dispatch(
        settingsLoaded(settings({ device_settings: { breathalyzer: false, devMode: false } })),
      );
    });
    expect(await shown()).toHaveTextContent(
      '{"breathalyzer":"off","frontCamera":"ready","overviewCamera":"ready","detecting":false}',
    );
  });

  it('finds no breathalyzer the shell does not answer for, and no internal camera without a video input', async () => {
    const simulator = installSimulatedKiosk();
    simulator.breathalyzer.setPresent(false);
    Object.defineProperty(navigator, 'mediaDevices', {
      value: fakeMediaDevices({ inputs: 0 }),
      configurable: true,
    });
    await renderDevices({ view_camera: 'internal' });
    expect(await shown()).toHaveTextContent(
      '{"breathalyzer":"missing","frontCamera":"missing","overviewCamera":"missing","detecting":false}',
    );
  });

  it('finds nothing in a plain browser but a URL camera', async () => {
    await renderDevices({});
    expect(await shown()).toHaveTextContent(
      '{"breathalyzer":"missing","frontCamera":"missing","overviewCamera":"ready","detecting":false}',
    );
  });
});
