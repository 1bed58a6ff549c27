import { describe, expect, it } from 'vitest';

import { setupMockApi, type Answer } from '@/testing/mock-api';

import { backoffDelay, BACKOFF_CAP_MS, parseRetryAfter } from './backoff';
import type { OutboxItem } from './outbox-types';
import { createRequestTransport, reauthEmployee } from './request-transport';

const EMPLOYEE = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
const WRITE = 'flows/edu-a';

const item = (token: string | null = 'token-of-emp-1'): OutboxItem => ({
  id: '6f1c2a9e-0d4b-4c3e-9a57-2b8f1e0c7d11',
  employee: EMPLOYEE,
  token,
  createdAt: 0,
  attempts: 2,
  nextAttemptAt: 0,
  request: { method: 'POST', path: WRITE, body: { kind: 'form', fields: { history: '{}' } } },
});

/** The logged-in employee of the session is someone else, with a token of their own. */
const SESSION_TOKEN = 'token-of-the-current-session';

/** A server answering the write and the re-login as scripted; the session is another employee's. */
function server(write: Answer, login?: Answer, idempotencyKey?: 'header' | 'query') {
  const api = setupMockApi({
    getToken: () => SESSION_TOKEN,
    ...(idempotencyKey
      ? {
          config: {
            serverHost: 'http://terminal.test',
            apiVersion: '1.4.0',
            hostname: 'test-terminal',
            ip: '10.0.0.5',
            idempotencyKey,
          },
        }
      : {}),
  });
  api.answer('POST', WRITE, write);
  if (login) api.answer('POST', 'employees/auth', login);
  return {
    api,
    writes: () => api.calls('POST', WRITE),
    logins: () => api.calls('POST', 'employees/auth'),
  };
}

const loginAnswer = (token: string, changes: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { data: { id: 52, uuid: EMPLOYEE, title: 'Петров', number: '1001', token, ...changes } },
});

describe('request transport', () => {
  it('sends no key by default, so a server whose CORS lists only the spec’s headers takes the write', async () => {
    const { writes } = server({ status: 200, body: { data: {} } });
    expect(await createRequestTransport()(item())).toEqual({ ok: true });
    expect(writes()[0]).toMatchObject({ idempotencyKey: undefined });
    expect(writes()[0]?.query).not.toHaveProperty('idempotency_key');
  });

  it('sends the item id as the key where the site says its server takes one', async () => {
    const header = server({ status: 200, body: { data: {} } }, undefined, 'header');
    await createRequestTransport()(item());
    expect(header.writes()[0]?.idempotencyKey).toBe(item().id);
    const query = server({ status: 200, body: { data: {} } }, undefined, 'query');
    await createRequestTransport()(item());
    expect(query.writes()[0]?.query).toMatchObject({ idempotency_key: item().id });
  });

  it('speaks for the employee who did the work: their token, never the session’s', async () => {
    const { writes, logins } = server({ status: 200, body: { data: {} } });
    await createRequestTransport()(item());
    expect(writes()[0]?.authorization).toBe('Bearer token-of-emp-1');
    expect(logins()).toEqual([]);
  });

  it('an item without a token is sent with none, never the session’s, and gets one of its own on a 401', async () => {
    const open = server({ status: 200, body: { data: {} } }, loginAnswer('fresh-1'));
    expect(await createRequestTransport()(item(null))).toEqual({ ok: true });
    expect(open.writes().map((write) => write.authorization)).toEqual([undefined]);
    expect(open.logins()).toEqual([]);

    const strict = server(
      (call) => (call === 1 ? { status: 401, body: { message: 'no token' } } : undefined),
      loginAnswer('fresh-1'),
    );
    expect(await createRequestTransport()(item(null))).toEqual({ ok: true });
    expect(strict.logins()).toHaveLength(1);
    expect(strict.logins()[0]).toMatchObject({
      body: { uuid: EMPLOYEE, second_auth: '1' },
      authorization: undefined,
    });
    expect(strict.writes().map((write) => write.authorization)).toEqual([
      undefined,
      'Bearer fresh-1',
    ]);
  });

  it('a 401 (the server forgot the token) logs the same employee in again and sends under the fresh token', async () => {
    const { writes, logins } = server(
      (call) => (call === 1 ? { status: 401, body: { message: 'expired' } } : undefined),
      loginAnswer('fresh-2'),
    );
    const transport = createRequestTransport();
    expect(await transport(item())).toEqual({ ok: true });
    expect(writes().map((write) => write.authorization)).toEqual([
      'Bearer token-of-emp-1',
      'Bearer fresh-2',
    ]);
    expect(logins()).toHaveLength(1);
    // The employee's next kept write uses the fresh token at once.
    await transport({ ...item(), id: 'second' });
    expect(writes()[2]?.authorization).toBe('Bearer fresh-2');
  });

  it('a 401 is no refusal by itself: a failed re-login retries, a refused one is a dead letter with its reason', async () => {
    const unauthorised: Answer = { status: 401, body: { message: 'expired' } };
    server(unauthorised, 'network');
    expect(await createRequestTransport()(item())).toMatchObject({ ok: false, retry: true });
    server(unauthorised, { status: 404, body: { message: 'Сотрудник не найден' } });
    expect(await createRequestTransport()(item())).toMatchObject({
      ok: false,
      retry: false,
      status: 404,
      reason: expect.stringMatching(/re-login refused.*Сотрудник не найден/),
    });
    server(unauthorised, loginAnswer('fresh-3', { is_fired: 1 }));
    expect(await createRequestTransport()(item())).toMatchObject({
      ok: false,
      retry: false,
      reason: expect.stringMatching(/fired/),
    });
    const again = server(unauthorised, loginAnswer('fresh-4'));
    expect(await createRequestTransport()(item())).toMatchObject({ ok: false, retry: true });
    expect(again.writes()).toHaveLength(2);
  });

  it('counts only the API’s answer as delivered: an HTML 200 is retried, an empty 204 is accepted', async () => {
    server({ status: 200, body: '<!doctype html><title>Portal</title>' });
    expect(await createRequestTransport()(item())).toMatchObject({ ok: false, retry: true });
    server({ status: 200, body: { status: 'ok' } });
    expect(await createRequestTransport()(item())).toMatchObject({ ok: false, retry: true });
    server({ status: 204, body: '' });
    expect(await createRequestTransport()(item())).toEqual({ ok: true });
    server({ status: 200, body: { data: null } });
    expect(await createRequestTransport()(item())).toEqual({ ok: true });
  });

  it('retries 5xx with the Retry-After of the answer, refuses other 4xx, retries 429 and a dropped connection', async () => {
    const transport = createRequestTransport();
    server({ status: 503, body: {}, headers: { 'retry-after': '7' } });
    expect(await transport(item())).toMatchObject({ ok: false, retry: true, retryAfterMs: 7000 });
    server({ status: 422, body: {} });
    expect(await transport(item())).toMatchObject({ ok: false, retry: false, status: 422 });
    server({ status: 429, body: {} });
    expect(await transport(item())).toMatchObject({ ok: false, retry: true });
    server('network');
    expect(await transport(item())).toMatchObject({ ok: false, retry: true });
  });

  it('a re-login that answers another employee is refused', async () => {
    server({ status: 200, body: { data: {} } }, loginAnswer('x', { uuid: 'someone-else' }));
    expect(await reauthEmployee(EMPLOYEE)).toMatchObject({ ok: false, retry: false });
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
