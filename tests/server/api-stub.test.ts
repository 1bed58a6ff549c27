import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startApiStub, type ApiStub } from './api-stub';

let stub: ApiStub;
const PETROV = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';

beforeAll(async () => {
  stub = await startApiStub();
});
afterAll(async () => stub.close());
beforeEach(() => stub.reset());

describe('HTTP API stub', () => {
  it('serves the mock data wrapped in data, with CORS, and records the headers', async () => {
    const response = await fetch(`${stub.url}/api/v1/settings`, {
      headers: { 'X-LANGUAGE': 'en', 'X-VERSION': '1.4.0' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { data: { modules: string[]; logo: string } };
    expect(body.data.modules).toContain('study');
    expect(body.data.logo.startsWith(`${stub.url}/media/`)).toBe(true);
    expect(stub.requests()[0]).toMatchObject({
      method: 'GET',
      path: 'settings',
      headers: { 'x-language': 'en', 'x-version': '1.4.0' },
    });
    const media = await fetch(body.data.logo);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toMatch(/^image\//);
  });

  it('answers CORS preflights for exactly the spec headers, as a site’s server does, unless told more', async () => {
    const preflight = () => fetch(`${stub.url}/api/v1/settings`, { method: 'OPTIONS' });
    const response = await preflight();
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Content-Type, Authorization, X-VERSION, X-HOSTNAME, X-IP, X-PLATFORM, X-LANGUAGE',
    );
    stub.allowHeaders(['Idempotency-Key']);
    expect((await preflight()).headers.get('access-control-allow-headers')).toMatch(
      /, Idempotency-Key$/,
    );
    expect(stub.requests()).toEqual([]);
  });

  it('keeps sessions as a site’s server does: minted tokens hold until a restart; a refused login is a 404', async () => {
    stub.sessions(true);
    const login = async (uuid: string) => {
      const form = new FormData();
      form.append('uuid', uuid);
      form.append('second_auth', '1');
      return fetch(`${stub.url}/api/v1/employees/auth`, { method: 'POST', body: form });
    };
    const write = (token?: string) =>
      fetch(`${stub.url}/api/v1/risks/setViewRisks`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ uuid: PETROV }),
      });
    const answer = (await (await login(PETROV)).json()) as { data: { token: string } };
    const token = answer.data.token;
    expect((await write(token)).status).toBe(200);
    expect((await write()).status).toBe(401);
    expect((await write('jwt-forged')).status).toBe(401);
    stub.forgetSessions();
    expect((await write(token)).status).toBe(401);
    stub.refuseLogin([PETROV]);
    expect((await login(PETROV)).status).toBe(404);
    expect([...stub.ledger().accepted.values()].map((write) => write.path)).toEqual([
      'risks/setViewRisks',
    ]);
  });

  it('records multipart fields and files exactly as received', async () => {
    const form = new FormData();
    form.append('history', JSON.stringify({ flow: 'f1' }));
    form.append(
      'signature_3',
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'signature_3.png',
    );
    const response = await fetch(`${stub.url}/api/v1/flows/f1`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const [request] = stub.requests();
    expect(request?.form).toEqual({ history: '{"flow":"f1"}' });
    expect(request?.files?.signature_3).toMatchObject({
      fileName: 'signature_3.png',
      type: 'image/png',
      size: 4,
    });
    expect([...(request?.files?.signature_3?.content ?? [])]).toEqual([137, 80, 78, 71]);
  });

  it('records JSON bodies and query strings', async () => {
    await fetch(`${stub.url}/api/v1/risks/setViewRisks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"uuid":"u1"}',
    });
    await fetch(`${stub.url}/api/v1/pin_code/?employee_uuid=u1&pin_code=abc`, { method: 'POST' });
    expect(stub.requests().map(({ path, query, json }) => ({ path, query, json }))).toEqual([
      { path: 'risks/setViewRisks', query: {}, json: { uuid: 'u1' } },
      { path: 'pin_code', query: { employee_uuid: 'u1', pin_code: 'abc' }, json: undefined },
    ]);
  });

  it('answers overrides, scenarios, and drops the connection when told', async () => {
    stub.override('GET', 'settings', { status: 503, body: 'maintenance' });
    expect((await fetch(`${stub.url}/api/v1/settings`)).status).toBe(503);
    stub.reset();
    stub.scenario('pin');
    const pin = (await (await fetch(`${stub.url}/api/v1/settings`)).json()) as {
      data: { use_pin_code: boolean };
    };
    expect(pin.data.use_pin_code).toBe(true);
    stub.override('GET', 'settings', { networkDrop: true });
    await expect(fetch(`${stub.url}/api/v1/settings`)).rejects.toThrow();
  });

  it('answers 404 for a call it has no data for', async () => {
    expect((await fetch(`${stub.url}/api/v1/no/such/call`)).status).toBe(404);
  });

  it('answers an override with its headers until the path heals', async () => {
    stub.override('POST', 'flows/x', {
      status: 503,
      body: { message: 'maintenance' },
      headers: { 'Retry-After': '3' },
    });
    const post = () => fetch(`${stub.url}/api/v1/flows/x`, { method: 'POST' });
    const failed = await post();
    expect([failed.status, failed.headers.get('retry-after')]).toEqual([503, '3']);
    expect(failed.headers.get('access-control-expose-headers')).toContain('Retry-After');
    stub.heal('POST', 'flows/x');
    expect((await post()).status).toBe(200);
  });
});
