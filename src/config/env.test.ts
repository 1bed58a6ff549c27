import { describe, expect, it, vi } from 'vitest';

import readme from '/README.md?raw';

import { setLogSinks } from '@/lib/log';

import { getConfigProblems } from './config-problems';
import { configFromEnv, defaultConfig, envName, loadRuntimeConfig, mergeConfig } from './env';

const jsonResponse = (body: unknown, ok = true) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: ok ? 200 : 404 }));

describe('runtime configuration', () => {
  it('reads each key from the build-time variable the README names', () => {
    const names = Object.keys(defaultConfig).map((key) =>
      envName(key as keyof typeof defaultConfig),
    );
    expect(names).toEqual([
      'VITE_API_MODE',
      'VITE_SERVER_HOST',
      'VITE_API_VERSION',
      'VITE_HOSTNAME',
      'VITE_IP',
      'VITE_KEYBOARD',
      'VITE_DEV_MODE',
      'VITE_MOCK_SCENARIO',
      'VITE_DESKTOP',
      'VITE_PLATFORM',
      'VITE_MOBILE',
      'VITE_PIN_KEY',
      'VITE_REQUEST_TIMEOUT_MS',
      'VITE_IDEMPOTENCY_KEY',
      'VITE_INSTALLER_PIN_HASH',
    ]);
    for (const name of names) expect(readme, name).toContain(name);
  });

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
      (problem) => invalid.push(problem.key ?? ''),
    );
    expect(config.mode).toBe('mock');
    expect(config.keyboard).toBe(false);
    expect(invalid).toEqual(['mode', 'keyboard', 'unknownKey']);
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
      mergeConfig([{ platform: 'electron', mobile: 'phone' }], (problem) =>
        invalid.push(problem.key ?? ''),
      ),
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
    const config = mergeConfig(
      [{ requestTimeoutMs: 90_000 }, { requestTimeoutMs: 50 }],
      (problem) => invalid.push(problem.key ?? ''),
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
      (problem) => invalid.push(problem.key ?? ''),
    );
    // A PIN key that is too short never becomes the default key: the key is left empty.
    expect(config).toEqual({ ...defaultConfig, pinKey: '' });
    expect(invalid).toEqual([
      'serverHost',
      'apiVersion',
      'ip',
      'pinKey',
      'requestTimeoutMs',
      'devMode',
      'hostname',
      'desktop',
      'toString',
      'requestTimeoutMs',
      'requestTimeoutMs',
    ]);
    expect(
      mergeConfig([{ pinKey: 'eight-ch', requestTimeoutMs: '2000', hostname: '', ip: '10.1.1.1' }]),
    ).toMatchObject({ pinKey: 'eight-ch', requestTimeoutMs: 2_000, hostname: '', ip: '10.1.1.1' });
  });

  it('collects (and logs) what is wrong: an unreadable file, unknown keys, wrong types, a short PIN key', async () => {
    const logged: string[] = [];
    setLogSinks([(level, message) => logged.push(`${level} ${message}`)]);
    const unreadable = await loadRuntimeConfig({
      env: {},
      fetchImpl: () => Promise.resolve(new Response('{ "mode": "server", }')),
    });
    expect(unreadable).toEqual(defaultConfig);
    expect(getConfigProblems()).toEqual([
      expect.objectContaining({ kind: 'unreadable', key: expect.stringMatching(/config\.json$/) }),
    ]);
    const typos = await loadRuntimeConfig({
      env: {},
      fetchImpl: () =>
        jsonResponse({ server_host: 'http://plant:8080', devMode: 'yes', pinKey: 'abc' }),
    });
    expect(typos).toMatchObject({ serverHost: defaultConfig.serverHost, pinKey: '' });
    expect(getConfigProblems()).toEqual([
      { kind: 'unknownKey', key: 'server_host', nearest: 'serverHost' },
      { kind: 'wrongType', key: 'devMode', expected: 'boolean', detail: '"yes"' },
      { kind: 'shortPinKey', key: 'pinKey', expected: '8' },
    ]);
    await loadRuntimeConfig({ env: {}, fetchImpl: () => jsonResponse({ mode: 'mock' }) });
    expect(getConfigProblems()).toEqual([]);
    expect(logged).toEqual([
      expect.stringMatching(/^warn config: .*config\.json cannot be read: /),
      'warn config: unknown key "server_host" (did you mean "serverHost"?)',
      'warn config: "devMode" must be boolean, not "yes"',
      'warn config: "pinKey" is shorter than 8 characters',
    ]);
    setLogSinks([]);
  });

  it('a later layer with a valid PIN key replaces a refused one', () => {
    expect(mergeConfig([{ pinKey: 'short' }, { pinKey: 'long-enough' }]).pinKey).toBe(
      'long-enough',
    );
    expect(mergeConfig([{ pinKey: 'long-enough' }, { pinKey: 7 }]).pinKey).toBe('');
  });
});
