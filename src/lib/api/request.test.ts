import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as z from 'zod/mini';

import { setLogSinks } from '@/lib/log';
import { scriptedAdapter } from '@/testing/scripted-adapter';
import { queueTask } from '@/testing/tasks';

import { configureApi, type NetworkSample } from './client';
import { ApiError } from './errors';
import { request } from './request';
import { DECODE_PIECE_BYTES, LARGE_ANSWER_BYTES, SLOW_RESPONSE_MS } from './transport';

type Answer = { status: number; body: unknown; delayMs?: number } | { networkError: true };

function setup(
  answer: Answer,
  overrides: {
    token?: string;
    language?: string;
    onAnswer?: () => void;
    idempotencyKey?: 'none' | 'header' | 'query';
  } = {},
) {
  const seen: InternalAxiosRequestConfig[] = [];
  const samples: NetworkSample[] = [];
  const maintenance: boolean[] = [];
  const adapter = scriptedAdapter((config) => {
    seen.push(config);
    overrides.onAnswer?.();
    return 'networkError' in answer ? 'network' : answer;
  });
  configureApi({
    config: {
      serverHost: 'http://srv.example:8080',
      apiVersion: '1.4.0',
      hostname: 'Терминал-1',
      ip: '10.1.2.3',
      idempotencyKey: overrides.idempotencyKey,
    },
    platform: 'browser',
    getToken: () => overrides.token,
    getLanguage: () => overrides.language ?? 'ru',
    onSample: (sample) => samples.push(sample),
    onMaintenance: (active) => maintenance.push(active),
    adapter,
  });
  return { seen, samples, maintenance };
}

const numbers = z.array(z.number());

afterEach(() => setLogSinks([]));

describe('request', () => {
  it('sends a call’s own token, or none, instead of the session’s; left out, the session’s', async () => {
    const { seen } = setup({ status: 200, body: { data: [] } }, { token: 'current-employee' });
    const sent = (at: number) => AxiosHeaders.from(seen[at]?.headers).get('Authorization');
    await request({
      method: 'POST',
      path: 'flows/x',
      json: {},
      token: 'earlier-employee',
      schema: z.unknown(),
    });
    expect(sent(0)).toBe('Bearer earlier-employee');
    await request({ method: 'POST', path: 'flows/x', json: {}, token: null, schema: z.unknown() });
    expect(sent(1)).toBeUndefined();
    await request({ method: 'GET', path: 'settings', schema: z.unknown() });
    expect(sent(2)).toBe('Bearer current-employee');
  });

  it('sends a write’s key only the way the site’s server takes it: none by default, a header or a query parameter', async () => {
    const key = (at: number, seen: InternalAxiosRequestConfig[]) => ({
      header: AxiosHeaders.from(seen[at]?.headers).get('Idempotency-Key'),
      query: (seen[at]?.params as Record<string, string> | undefined)?.idempotency_key,
    });
    const write = {
      method: 'POST',
      path: 'flows/x',
      json: {},
      idempotencyKey: 'k-1',
      schema: z.unknown(),
    } as const;
    const plain = setup({ status: 200, body: { data: [] } });
    await request(write);
    expect(key(0, plain.seen)).toEqual({ header: undefined, query: undefined });
    const header = setup({ status: 200, body: { data: [] } }, { idempotencyKey: 'header' });
    await request(write);
    expect(key(0, header.seen)).toEqual({ header: 'k-1', query: undefined });
    const query = setup({ status: 200, body: { data: [] } }, { idempotencyKey: 'query' });
    await request(write);
    expect(key(0, query.seen)).toEqual({ header: undefined, query: 'k-1' });
  });

  it('sends every spec header and the bearer token to host + /api/v1, and returns the data field', async () => {
    const { seen } = setup(
      { status: 200, body: { data: [1, 2] } },
      { token: 'tok-1', language: 'kk' },
    );
    await expect(
      request({
        method: 'GET',
        path: 'employees/getForNumber',
        query: { number: '7', x: undefined },
        schema: numbers,
      }),
    ).resolves.toEqual([1, 2]);
    const config = seen[0]!;
    const headers = AxiosHeaders.from(config.headers);
    expect(config.baseURL).toBe('http://srv.example:8080/api/v1/');
    expect(config.url).toBe('employees/getForNumber');
    expect(config.params).toEqual({ number: '7' });
    expect(headers.get('X-VERSION')).toBe('1.4.0');
    expect(headers.get('X-HOSTNAME')).toBe(encodeURIComponent('Терминал-1'));
    expect(headers.get('X-IP')).toBe('10.1.2.3');
    expect(headers.get('X-PLATFORM')).toBe('browser');
    expect(headers.get('X-LANGUAGE')).toBe('kk');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no authorization header before login', async () => {
    const { seen } = setup({ status: 200, body: { data: [] } });
    await request({ method: 'GET', path: 'settings', schema: numbers });
    expect(AxiosHeaders.from(seen[0]!.headers).has('Authorization')).toBe(false);
  });

  it('posts form fields as multipart data, files with their names', async () => {
    const { seen } = setup({ status: 200, body: { data: [] } });
    const blob = new Blob(['png'], { type: 'image/png' });
    await request({
      method: 'POST',
      path: 'flows/f1',
      form: { history: '{}', skip: undefined, signature_3: { blob, fileName: 'signature_3.png' } },
      schema: numbers,
    });
    const form = seen[0]!.data as FormData;
    expect(form.get('history')).toBe('{}');
    expect(form.has('skip')).toBe(false);
    expect((form.get('signature_3') as File).name).toBe('signature_3.png');
  });

  it('records the response time and status code of each call', async () => {
    const { samples } = setup({ status: 200, body: { data: [] } });
    await request({ method: 'GET', path: 'settings', schema: numbers });
    expect(samples).toHaveLength(1);
    expect(samples[0]).toMatchObject({ code: 200, error: null });
    expect(samples[0]!.speed).toBeGreaterThanOrEqual(0);
  });

  it('rejects an answer without a data field, or with data of the wrong shape, as invalid', async () => {
    setup({ status: 200, body: [1, 2] });
    await expect(
      request({ method: 'GET', path: 'settings', schema: numbers }),
    ).rejects.toMatchObject({ kind: 'invalid', typeError: 'NETWORK_ERROR' });
    setup({ status: 200, body: { data: ['x'] } });
    await expect(
      request({ method: 'GET', path: 'settings', schema: numbers }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('reads an answer that arrives as JSON text or bytes, a success or an error, and rejects other text as invalid', async () => {
    setup({ status: 200, body: '{"data":[1,2,3]}' });
    await expect(request({ method: 'GET', path: 'settings', schema: numbers })).resolves.toEqual([
      1, 2, 3,
    ]);
    setup({ status: 200, body: new TextEncoder().encode('{"data":[4]}').buffer });
    await expect(request({ method: 'GET', path: 'settings', schema: numbers })).resolves.toEqual([
      4,
    ]);
    setup({ status: 422, body: '{"message":"Сотрудник уволен"}' });
    await expect(
      request({ method: 'POST', path: 'employees/auth', schema: numbers }),
    ).rejects.toMatchObject({ kind: 'http', status: 422, serverMessage: 'Сотрудник уволен' });
    setup({ status: 200, body: '<html>proxy page</html>' });
    await expect(
      request({ method: 'GET', path: 'settings', schema: numbers }),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('gives the main thread back between a large answer and its reading (it is not one long task)', async () => {
    let readWhenOtherTaskRan: number | undefined;
    const { samples } = setup(
      {
        status: 200,
        body: new TextEncoder().encode(`{"data":[1]}${' '.repeat(LARGE_ANSWER_BYTES)}`).buffer,
      },
      {
        // A task queued by the page when the answer arrives (a tap, a frame).
        onAnswer: () =>
          queueTask(() => {
            readWhenOtherTaskRan = samples.length;
          }),
      },
    );
    await expect(request({ method: 'GET', path: 'settings', schema: numbers })).resolves.toEqual([
      1,
    ]);
    expect(readWhenOtherTaskRan).toBe(0);
    expect(samples).toHaveLength(1);
  });

  it('decodes a large answer a slice at a time, other tasks running between the slices, and keeps a letter a slice cuts in two', async () => {
    // Every slice of decoding looks slow: each piece is decoded in a task of its own.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
    onTestFinished(() => clock.mockRestore());
    // "Ж" is two bytes in UTF-8: placed so that the first piece ends between them.
    const head = '{"data":["';
    const name = `${'a'.repeat(DECODE_PIECE_BYTES - head.length - 1)}Жук`;
    const tail = `"],"pad":"${'я'.repeat(LARGE_ANSWER_BYTES)}"}`;
    const bytes = new TextEncoder().encode(`${head}${name}${tail}`);
    const pieces = Math.ceil(bytes.byteLength / DECODE_PIECE_BYTES);
    let otherTasks = 0;
    let done = false;
    // A page's other work (taps, frames): one task after another while the answer is read.
    const tick = () => {
      if (done) return;
      otherTasks += 1;
      queueTask(tick);
    };
    setup({ status: 200, body: bytes.buffer }, { onAnswer: tick });
    const read = await request({
      method: 'GET',
      path: 'library/items',
      schema: z.array(z.string()),
    });
    done = true;
    expect(read).toEqual([name]);
    expect(otherTasks).toBeGreaterThanOrEqual(pieces);
  });

  it('turns a failed connection into a NETWORK_ERROR with code 0', async () => {
    const { samples } = setup({ networkError: true });
    const error = await request({ method: 'GET', path: 'settings', schema: numbers }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'network', typeError: 'NETWORK_ERROR', status: undefined });
    expect(samples[0]).toMatchObject({ code: 0, error: 'Network Error' });
  });

  it('keeps the server message of an error answer', async () => {
    setup({ status: 422, body: { message: 'Сотрудник уволен' } });
    await expect(
      request({ method: 'POST', path: 'employees/auth', schema: numbers }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      serverMessage: 'Сотрудник уволен',
    });
  });

  it('reports a 503 as maintenance, and the next good answer ends it', async () => {
    const { maintenance } = setup({ status: 503, body: '<html>down</html>' });
    await expect(
      request({ method: 'GET', path: 'settings', schema: numbers }),
    ).rejects.toMatchObject({ status: 503 });
    expect(maintenance).toEqual([true]);
    const next = setup({ status: 200, body: { data: [] } });
    await request({ method: 'GET', path: 'settings', schema: numbers });
    expect(next.maintenance).toEqual([false]);
  });

  it("does not put the kiosk on the maintenance page for a background call's 503 (an outbox retry)", async () => {
    const { maintenance } = setup({ status: 503, body: { message: 'down' } });
    await expect(
      request({ method: 'POST', path: 'flows/x', schema: numbers, background: true }),
    ).rejects.toMatchObject({ status: 503 });
    expect(maintenance).toEqual([]);
  });

  it('marks a cancelled call as handled-stop', async () => {
    setup({ status: 200, body: { data: [] }, delayMs: 50 });
    const controller = new AbortController();
    const pending = request({
      method: 'GET',
      path: 'settings',
      schema: numbers,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled', handledStop: true });
  });

  it('logs a failed call with its status and type, the query without its secrets', async () => {
    const logged: { level: string; message: string; details: unknown }[] = [];
    setLogSinks([(level, message, details) => logged.push({ level, message, details })]);
    setup({ status: 422, body: { message: 'bad' } });
    await request({
      method: 'POST',
      path: 'pin_code',
      query: { employee_uuid: 'e1', pin_code: 'U2FsdGVkX1+cipher' },
      schema: numbers,
    }).catch(() => undefined);
    expect(logged).toEqual([
      {
        level: 'error',
        message: 'request failed: POST pin_code',
        details: {
          status: 422,
          response: { message: 'bad' },
          request: { query: { employee_uuid: 'e1', pin_code: '[redacted]' }, method: 'POST' },
          typeError: 'NETWORK_ERROR',
        },
      },
    ]);
  });

  it('logs a call slower than 10 s as slow', async () => {
    vi.useFakeTimers();
    const warnings: string[] = [];
    setLogSinks([(level, message) => level === 'warn' && warnings.push(message)]);
    setup({ status: 200, body: { data: [] }, delayMs: SLOW_RESPONSE_MS + 1 });
    const pending = request({ method: 'GET', path: 'flows/x', schema: numbers });
    await vi.advanceTimersByTimeAsync(SLOW_RESPONSE_MS + 1);
    await pending;
    expect(
      warnings.some((message) => message.includes('slow response') && message.includes('flows/x')),
    ).toBe(true);
  });

  it('does not log a call of 9.9 s as slow', async () => {
    vi.useFakeTimers();
    const warnings: string[] = [];
    setLogSinks([(level, message) => level === 'warn' && warnings.push(message)]);
    setup({ status: 200, body: { data: [] }, delayMs: 9_900 });
    const pending = request({ method: 'GET', path: 'flows/x', schema: numbers });
    await vi.advanceTimersByTimeAsync(9_900);
    await pending;
    expect(warnings).toEqual([]);
  });

  it('sends a read while its deferred schema is still loading, and validates the answer with it', async () => {
    const { seen } = setup({ status: 200, body: { data: ['1', 2] } });
    let loaded: (schema: z.ZodMiniType) => void = () => undefined;
    const pending = request({
      method: 'GET',
      path: 'settings',
      schema: () =>
        new Promise<z.ZodMiniType>((resolve) => {
          loaded = resolve;
        }),
    });
    // The call went out before its schema was there.
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    loaded(z.array(z.union([z.number(), z.string()])));
    expect(await pending).toEqual(['1', 2]);
  });

  it('rejects an answer that its deferred schema does not accept', async () => {
    setup({ status: 200, body: { data: ['x'] } });
    const failure = await request({
      method: 'GET',
      path: 'settings',
      schema: () => Promise.resolve(numbers),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'invalid', status: 200 });
  });

  it('turns a deferred schema that fails to download into a logged network error', async () => {
    const logged: { level: string; message: string }[] = [];
    setLogSinks([(level, message) => logged.push({ level, message })]);
    setup({ status: 200, body: { data: [1] } });
    const failure = await request({
      method: 'GET',
      path: 'employees/getForNumber',
      schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'network', path: 'employees/getForNumber' });
    expect(logged).toEqual([
      {
        level: 'error',
        message: 'request failed: GET employees/getForNumber: its schema did not load',
      },
    ]);
  });

  it('leaves no unhandled rejection when the call fails before its deferred schema is needed', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    // Node's process (the unit tests run in Node): the src tsconfig leaves Node's types out.
    const { process } = globalThis as unknown as {
      process: {
        on: (event: 'unhandledRejection', listener: (reason: unknown) => void) => void;
        off: (event: 'unhandledRejection', listener: (reason: unknown) => void) => void;
      };
    };
    process.on('unhandledRejection', onUnhandled);
    setup({ networkError: true });
    const failure = await request({
      method: 'GET',
      path: 'settings',
      schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', onUnhandled);
    expect(failure).toMatchObject({ kind: 'network' });
    expect(unhandled).toEqual([]);
  });

  it('sends a write only once its deferred schema has loaded, and none whose schema fails to', async () => {
    const order: string[] = [];
    const { seen } = setup(
      { status: 200, body: { data: 7 } },
      { onAnswer: () => order.push('sent') },
    );
    const written = await request({
      method: 'POST',
      path: 'employees/auth',
      form: { uuid: 'u-1' },
      schema: () => {
        order.push('schema loading');
        return Promise.resolve(z.number());
      },
    });
    expect(written).toBe(7);
    expect(order).toEqual(['schema loading', 'sent']);

    const failure = await request({
      method: 'POST',
      path: 'employees/auth',
      form: { uuid: 'u-1' },
      schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'network', path: 'employees/auth' });
    expect(seen).toHaveLength(1);
  });
});
