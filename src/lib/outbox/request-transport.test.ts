import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';

import { setupMockApi } from '@/testing/mock-api';

import { backoffDelay, BACKOFF_CAP_MS, parseRetryAfter } from './backoff';
import type { OutboxItem } from './outbox-types';
import { requestTransport } from './request-transport';

const item: OutboxItem = {
  id: '6f1c2a9e-0d4b-4c3e-9a57-2b8f1e0c7d11',
  employee: 'emp-1',
  createdAt: 0,
  attempts: 2,
  nextAttemptAt: 0,
  request: {
    method: 'POST',
    path: 'flows/edu-a',
    body: { kind: 'form', fields: { history: '{}' } },
  },
};

/** A server that answers every call with this status and headers, and keeps the headers it got. */
function serverAnswering(status: number, headers: Record<string, string> = {}) {
  const received: AxiosHeaders[] = [];
  setupMockApi({
    adapter: async (config: InternalAxiosRequestConfig) => {
      received.push(AxiosHeaders.from(config.headers));
      const response = { status, statusText: '', headers, config, data: { data: {} } };
      if (status < 400) return response;
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    },
  });
  return received;
}

describe('request transport', () => {
  it('sends the item id as the Idempotency-Key header', async () => {
    const received = serverAnswering(200);
    expect(await requestTransport(item)).toEqual({ ok: true });
    expect(received[0]?.get('Idempotency-Key')).toBe(item.id);
  });

  it('speaks for the employee who did the work: their token, not the current session’s', async () => {
    const received = serverAnswering(200);
    await requestTransport({ ...item, token: 'token-of-emp-1' });
    expect(received[0]?.get('Authorization')).toBe('Bearer token-of-emp-1');
  });

  it('retries 5xx with the Retry-After of the answer, refuses other 4xx, retries 429', async () => {
    serverAnswering(503, { 'retry-after': '7' });
    expect(await requestTransport(item)).toMatchObject({
      ok: false,
      retry: true,
      retryAfterMs: 7000,
    });
    serverAnswering(422);
    expect(await requestTransport(item)).toMatchObject({ ok: false, retry: false, status: 422 });
    serverAnswering(429);
    expect(await requestTransport(item)).toMatchObject({ ok: false, retry: true });
  });

  it('retries a dropped connection', async () => {
    const api = setupMockApi();
    api.answer('POST', 'flows/edu-a', 'network');
    expect(await requestTransport(item)).toMatchObject({ ok: false, retry: true });
  });
});

describe('back-off', () => {
  it('draws a full-jitter wait under the doubling ceiling, capped at 5 minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(0);
    expect(backoffDelay(1, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
    expect(backoffDelay(40, () => 0.999999)).toBe(BACKOFF_CAP_MS - 1);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});
