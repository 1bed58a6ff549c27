import { describe, expect, it, vi } from 'vitest';

import { configFromEnv, defaultConfig, loadRuntimeConfig, mergeConfig } from './env';

const jsonResponse = (body: unknown, ok = true) =>
  Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);

describe('runtime configuration', () => {
  it('defaults to server mode on http://localhost:8080 with API version 1.4.0', () => {
    expect(mergeConfig([])).toEqual(defaultConfig);
    expect(defaultConfig).toMatchObject({
      mode: 'server',
      serverHost: 'http://localhost:8080',
      apiVersion: '1.4.0',
    });
  });

  it('layers config.json over build-time values over defaults, and the shell host over everything', async () => {
    const fetchImpl = vi.fn(() =>
      jsonResponse({ mode: 'server', serverHost: 'http://plant.local:9000/' }),
    );
    const env = {
      VITE_API_MODE: 'mock',
      VITE_SERVER_HOST: 'http://env-host:1',
      VITE_DEV_MODE: 'true',
      VITE_IP: '10.0.0.9',
    };
    const fromFile = await loadRuntimeConfig({ env, fetchImpl });
    expect(fromFile).toMatchObject({
      mode: 'server',
      serverHost: 'http://plant.local:9000',
      devMode: true,
      ip: '10.0.0.9',
    });
    expect(fetchImpl).toHaveBeenCalledWith('./config.json', { cache: 'no-store' });
    const withShell = await loadRuntimeConfig({ env, fetchImpl, shellHost: 'http://saved:8080' });
    expect(withShell.serverHost).toBe('http://saved:8080');
  });

  it('works without a config.json, and ignores one that is not an object', async () => {
    expect(
      await loadRuntimeConfig({
        env: { VITE_API_MODE: 'mock' },
        fetchImpl: () => jsonResponse(null, false),
      }),
    ).toMatchObject({ mode: 'mock' });
    expect(await loadRuntimeConfig({ env: {}, fetchImpl: () => jsonResponse([1, 2]) })).toEqual(
      defaultConfig,
    );
    expect(
      await loadRuntimeConfig({ env: {}, fetchImpl: () => Promise.reject(new Error('offline')) }),
    ).toEqual(defaultConfig);
  });

  it('ignores (and reports) a value that does not fit its key, keeping the lower layer', () => {
    const invalid: string[] = [];
    const config = mergeConfig(
      [{ mode: 'mock' }, { mode: 'demo', keyboard: 'yes', unknownKey: 1 }],
      (key) => invalid.push(key),
    );
    expect(config.mode).toBe('mock');
    expect(config.keyboard).toBe(false);
    expect(invalid).toEqual(['mode', 'keyboard']);
  });

  it('reads booleans from build-time strings', () => {
    expect(
      configFromEnv({ VITE_KEYBOARD: '1', VITE_DEV_MODE: 'false', VITE_MOCK_SCENARIO: 'pin' }),
    ).toEqual({
      keyboard: true,
      devMode: false,
      mockScenario: 'pin',
    });
  });

  it('declares the mobile wrapper (platform) and its simulation (mobile), from config.json or the build', () => {
    expect(defaultConfig).toMatchObject({ platform: 'auto', mobile: 'none' });
    expect(mergeConfig([{ platform: 'cordova', mobile: 'simulated' }])).toMatchObject({
      platform: 'cordova',
      mobile: 'simulated',
    });
    const invalid: string[] = [];
    expect(
      mergeConfig([{ platform: 'electron', mobile: 'phone' }], (key) => invalid.push(key)),
    ).toMatchObject({ platform: 'auto', mobile: 'none' });
    expect(invalid).toEqual(['platform', 'mobile']);
    expect(configFromEnv({ VITE_PLATFORM: 'cordova', VITE_MOBILE: 'simulated' })).toEqual({
      platform: 'cordova',
      mobile: 'simulated',
    });
  });

  it('takes the request time-out in ms from config.json or the build, within 1 s to 10 min', () => {
    expect(defaultConfig.requestTimeoutMs).toBe(60_000);
    expect(
      mergeConfig([configFromEnv({ VITE_REQUEST_TIMEOUT_MS: '15000' })]).requestTimeoutMs,
    ).toBe(15_000);
    const invalid: string[] = [];
    const config = mergeConfig([{ requestTimeoutMs: 90_000 }, { requestTimeoutMs: 50 }], (key) =>
      invalid.push(key),
    );
    expect(config.requestTimeoutMs).toBe(90_000);
    expect(invalid).toEqual(['requestTimeoutMs']);
  });

  it('refuses empty hosts, short PIN keys, odd time-outs and values of the wrong type', () => {
    const invalid: string[] = [];
    const config = mergeConfig(
      [
        {
          serverHost: '',
          apiVersion: 2,
          ip: '',
          pinKey: 'short',
          requestTimeoutMs: '1500.5',
          devMode: 'true',
          hostname: null,
          desktop: 'real',
          toString: 'x',
        },
        { requestTimeoutMs: 'soon' },
        { requestTimeoutMs: 700_000 },
      ],
      (key) => invalid.push(key),
    );
    expect(config).toEqual(defaultConfig);
    expect(invalid).toEqual([
      'serverHost',
      'apiVersion',
      'ip',
      'pinKey',
      'requestTimeoutMs',
      'devMode',
      'hostname',
      'desktop',
      'requestTimeoutMs',
      'requestTimeoutMs',
    ]);
    expect(
      mergeConfig([{ pinKey: 'eight-ch', requestTimeoutMs: '2000', hostname: '', ip: '10.1.1.1' }]),
    ).toMatchObject({ pinKey: 'eight-ch', requestTimeoutMs: 2_000, hostname: '', ip: '10.1.1.1' });
  });
});
