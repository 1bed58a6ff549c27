import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import type { NetworkSample } from './client';

/** Answers every call with `{ data: [1] }`, without the network. */
const answering: AxiosAdapter = async (config) => ({
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
  data: { data: [1] },
});

afterEach(() => {
  vi.doUnmock('axios');
  vi.resetModules();
});

describe('the transport, loaded on first use', () => {
  it('turns a failed download of the transport (axios) into a network error, and the next call downloads it again', async () => {
    vi.resetModules();
    vi.doMock('axios', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { configureApi } = await import('./client');
    const { request } = await import('./request');
    const samples: NetworkSample[] = [];
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
      onSample: (sample) => samples.push(sample),
      onMaintenance: () => undefined,
      adapter: answering,
    });
    const schema = z.array(z.number());

    await expect(request({ method: 'GET', path: 'settings', schema })).rejects.toMatchObject({
      kind: 'network',
      status: undefined,
    });
    expect(samples[0]).toMatchObject({ code: 0 });

    // The network is back: the transport's module can be fetched again (vitest keeps a module that
    // failed to evaluate, so its registry is cleared; the modules already loaded keep their state).
    vi.doUnmock('axios');
    vi.resetModules();
    await expect(request({ method: 'GET', path: 'settings', schema })).resolves.toEqual([1]);
    expect(samples[1]).toMatchObject({ code: 200, error: null });
  });
});
