import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import settingsFile from '@mocks/settings.json';

/** Answers every call with the mock settings, without the network. */
const answering: AxiosAdapter = async (config) => ({
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
  data: settingsFile,
});

afterEach(() => {
  vi.doUnmock('../schemas/settings');
  vi.resetModules();
});

describe('the settings call, its schema loaded with the first call', () => {
  it('fails when the schema cannot be downloaded, and the next call downloads it again', async () => {
    vi.resetModules();
    vi.doMock('../schemas/settings', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { configureApi } = await import('../client');
    const { getSettings } = await import('./settings');
    const requests: string[] = [];
    configureApi({
      config: {
        serverHost: 'http://srv.test',
        apiVersion: '1.4.0',
        hostname: 't1',
        ip: '10.0.0.1',
      },
      platform: 'browser',
      getToken: () => undefined,
      getLanguage: () => 'ru',
      onSample: () => undefined,
      onMaintenance: () => undefined,
      adapter: async (config) => {
        requests.push(config.url ?? '');
        return answering(config);
      },
    });

    await expect(getSettings()).rejects.toBeInstanceOf(Error);
    // Nothing was asked of the server without a schema to read its answer with.
    expect(requests).toEqual([]);

    vi.doUnmock('../schemas/settings');
    const settings = await getSettings();
    expect(requests).toEqual(['settings']);
    expect(settings.modules).toContain('study');
  });
});
