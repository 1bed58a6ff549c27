import { afterEach, describe, expect, it, vi } from 'vitest';

import { defaultConfig } from '@/config/env';
import type { SimulatedWrapperHost } from '@/lib/mobile/simulated-wrapper';
import { whenDeviceReady } from '@/lib/mobile/wrapper-runtime';

import { detectPlatform, shellStartError, startPlatform, type HostWindow } from './platform';

/** A window of its own for each test: the simulated wrapper writes to it. */
const freshHost = () =>
  ({
    document: document.implementation.createHTMLDocument(),
    navigator: {},
  }) as unknown as SimulatedWrapperHost;

afterEach(() => {
  startPlatform(defaultConfig, {}, freshHost());
});

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

describe('startPlatform', () => {
  it('is a browser by default, and the wrapper when the runtime configuration says platform "cordova"', () => {
    const host = freshHost();
    expect(startPlatform(defaultConfig, {}, host)).toBe('browser');
    expect(startPlatform({ ...defaultConfig, platform: 'cordova' }, {}, host)).toBe('cordova');
    // The declaration holds for every later question, e.g. which steps a flow runs.
    expect(detectPlatform(host)).toBe('cordova');
    expect(host.cordova).toBeUndefined();
  });

  it('installs the simulated wrapper in mock mode or a test build only', async () => {
    const simulated = { ...defaultConfig, mobile: 'simulated' } as const;
    const production = freshHost();
    expect(startPlatform(simulated, {}, production)).toBe('browser');

    const testBuild = freshHost();
    expect(startPlatform(simulated, { VITE_TEST_BUILD: '1' }, testBuild)).toBe('cordova');
    await vi.waitFor(() => expect(testBuild.cordovaSimulator).toBeDefined());

    const mock = freshHost();
    expect(startPlatform({ ...simulated, mode: 'mock' }, {}, mock)).toBe('cordova');
    await vi.waitFor(() => expect(mock.cordova).toMatchObject({ platformId: 'android' }));
    await whenDeviceReady(mock.document);
    expect(production.cordovaSimulator).toBeUndefined();
  });

  it('leaves the real wrapper alone (its runtime object came first)', () => {
    const host = freshHost();
    const runtime = { platformId: 'android' };
    host.cordova = runtime;
    const config = { ...defaultConfig, mode: 'mock', mobile: 'simulated' } as const;
    expect(startPlatform(config, {}, host)).toBe('cordova');
    expect(host.cordova).toBe(runtime);
    expect(host.cordovaSimulator).toBeUndefined();
  });

  it('the desktop shell wins over a wrapper declaration', () => {
    const host = freshHost() as SimulatedWrapperHost & HostWindow;
    host.kiosk = { platform: 'electron' } as HostWindow['kiosk'];
    expect(startPlatform({ ...defaultConfig, platform: 'cordova' }, {}, host)).toBe('electron');
  });
});
