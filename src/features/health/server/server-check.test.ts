import { describe, expect, it } from 'vitest';

import { lastFailedCall } from './last-failed-call';
import { allHeaders, checkServer, type KioskHeaderValues } from './server-check';
import { SPEC_HEADERS, strictServer } from './strict-server';

const values: KioskHeaderValues = {
  apiVersion: '1.4.0',
  hostname: 'Цех-3',
  ip: '10.0.0.5',
  platform: 'electron',
  language: 'ru',
  idempotencyHeader: false,
};

const check = (server: ReturnType<typeof strictServer>, kiosk = values) =>
  checkServer({
    serverHost: 'http://plant.local',
    values: kiosk,
    timeoutMs: 1_000,
    fetchImpl: server.fetch,
  });

describe('the server check', () => {
  it('sends exactly the headers the kiosk sends, the terminal name percent-encoded', () => {
    expect(allHeaders(values)).toEqual({
      'X-VERSION': '1.4.0',
      'X-HOSTNAME': encodeURIComponent('Цех-3'),
      'X-IP': '10.0.0.5',
      'X-PLATFORM': 'electron',
      'X-LANGUAGE': 'ru',
      'Content-Type': 'application/json',
      Authorization: 'Bearer health-check',
    });
    expect(Object.keys(allHeaders({ ...values, idempotencyHeader: true }))).toContain(
      'Idempotency-Key',
    );
  });

  it('passes a server whose CORS lists the spec headers', async () => {
    const report = await check(strictServer({ allowed: SPEC_HEADERS }));
    expect(report.url).toBe('http://plant.local/api/v1/settings');
    expect(report.plain).toMatchObject({ ok: true, status: 200 });
    expect(report.settings).toMatchObject({ ok: true, status: 200 });
    expect(report.cors).toEqual({ status: 'passed' });
  });

  it('names the header a strict server refuses', async () => {
    const server = strictServer({ allowed: SPEC_HEADERS.filter((name) => name !== 'X-LANGUAGE') });
    const report = await check(server);
    expect(report.plain.ok).toBe(true);
    expect(report.settings.ok).toBe(false);
    expect(report.cors).toEqual({ status: 'refused', headers: ['X-LANGUAGE'] });
  });

  it('names the write key header when the site sends it and the server does not allow it', async () => {
    const report = await check(strictServer({ allowed: SPEC_HEADERS }), {
      ...values,
      idempotencyHeader: true,
    });
    expect(report.settings.ok).toBe(true);
    expect(report.cors).toEqual({ status: 'refused', headers: ['Idempotency-Key'] });
  });

  it('says the server cannot be reached when nothing answers', async () => {
    const report = await check(strictServer({ allowed: SPEC_HEADERS, down: true }));
    expect(report.plain).toMatchObject({ ok: false, message: 'Failed to fetch' });
    expect(report.cors).toEqual({ status: 'unreachable' });
  });

  it("finds the last failed call in the log's recent records", () => {
    expect(lastFailedCall([])).toBeNull();
    expect(
      lastFailedCall([
        { at: 1, level: 'error', message: 'request failed: GET settings', details: { status: 0 } },
        { at: 2, level: 'warn', message: 'slow response: GET flows took 11000 ms' },
        {
          at: 3,
          level: 'error',
          message: 'request failed: POST flows/edu-a',
          details: { status: 422, response: { message: 'Поле не заполнено' } },
        },
      ]),
    ).toEqual({ at: 3, call: 'POST flows/edu-a', status: 422, message: 'Поле не заполнено' });
  });
});
