import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { defaultConfig } from '@/config/env';
import { request } from '@/lib/api/request';
import { setLogSinks } from '@/lib/log';
import { installShell, removeShell } from '@/testing/simulated-shell';

import { createAppStore } from './store';
import { wireApi } from './wire-api';

afterEach(() => {
  setLogSinks([]);
  removeShell();
});

describe('wireApi', () => {
  it('inside the desktop shell, sends a failed call to the shell’s logs with its status', async () => {
    const simulator = installShell();
    const { store } = createAppStore({ persist: false });
    await wireApi(store, { ...defaultConfig, mode: 'mock' }, 'electron');
    await request({ method: 'GET', path: 'no-such-endpoint', schema: z.unknown() }).catch(
      () => undefined,
    );
    expect(simulator.log.lines()).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'request failed: GET no-such-endpoint',
        status: 404,
        typeError: 'NETWORK_ERROR',
      }),
    ]);
  });
});
