import { describe, expect, it, vi } from 'vitest';

import { defaultConfig } from '@/config/env';

import { simulatedWrapperAllowed } from './simulated-gate';
import { installSimulatedWrapper } from './simulated-wrapper';
import { separateHost } from './testing/wrapper-host';
import { exitApp, insomniaPlugin, permissionsPlugin, whenDeviceReady } from './wrapper-runtime';

describe('the simulated mobile wrapper', () => {
  it('is allowed only when switched on, in mock mode or a test build', () => {
    const on = { ...defaultConfig, mobile: 'simulated' } as const;
    expect(simulatedWrapperAllowed(on, {})).toBe(false);
    expect(simulatedWrapperAllowed({ ...on, mode: 'mock' }, {})).toBe(true);
    expect(simulatedWrapperAllowed(on, { VITE_TEST_BUILD: '1' })).toBe(true);
    expect(simulatedWrapperAllowed({ ...defaultConfig, mode: 'mock' }, {})).toBe(false);
  });

  it('gives the page the wrapper’s runtime: plugins, deviceready, back button and exit', async () => {
    const host = separateHost();
    const simulator = installSimulatedWrapper(host);
    expect(host.cordovaSimulator).toBe(simulator);
    expect(host.cordova).toMatchObject({ platformId: 'android' });
    expect(permissionsPlugin(host)).toBeDefined();
    expect(simulator.ready()).toBe(false);
    await whenDeviceReady(host.document);
    expect(simulator.ready()).toBe(true);

    const insomnia = insomniaPlugin(host);
    insomnia?.keepAwake();
    expect(simulator.awake()).toBe(true);
    insomnia?.allowSleepAgain();
    expect(simulator.awake()).toBe(false);

    const pressed = vi.fn();
    host.document.addEventListener('backbutton', pressed);
    simulator.backButton();
    expect(pressed).toHaveBeenCalledTimes(1);

    exitApp(host);
    expect(simulator.exits()).toBe(1);
  });

  it('outside a wrapper, the runtime helpers find nothing and do nothing', () => {
    const host = separateHost();
    expect(permissionsPlugin(host)).toBeUndefined();
    expect(insomniaPlugin(host)).toBeUndefined();
    expect(() => exitApp(host)).not.toThrow();
    host.cordova = { plugins: { permissions: { checkPermission: 'no' } } } as never;
    expect(permissionsPlugin(host)).toBeUndefined();
  });
});
