import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';

import { scriptedAdapter } from '@/testing/scripted-adapter';

import { configureApi } from '../client';
import { setPinCode } from './pin';

describe('setPinCode', () => {
  it('posts to the exact path of spec 1 §7, pin_code/ with its trailing slash, the PIN in the query', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    configureApi({
      config: {
        serverHost: 'http://srv.example:8080',
        apiVersion: '1.4.0',
        hostname: 't',
        ip: 'i',
      },
      platform: 'browser',
      getToken: () => undefined,
      getLanguage: () => 'ru',
      onSample: () => undefined,
      onMaintenance: () => undefined,
      adapter: scriptedAdapter((config) => {
        seen.push(config);
        return { status: 200, body: { data: [] } };
      }),
    });
    await setPinCode('emp-1', 'U2FsdGVkX1+cipher');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method?.toUpperCase()).toBe('POST');
    expect(seen[0]?.url).toBe('pin_code/');
    expect(seen[0]?.params).toEqual({ employee_uuid: 'emp-1', pin_code: 'U2FsdGVkX1+cipher' });
    expect(seen[0]?.data ?? undefined).toBeUndefined();
  });
});
