import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { configureApi } from '@/lib/api/client';
import { request } from '@/lib/api/request';
import { log, setLogSinks } from '@/lib/log';
import { scriptedAdapter, type ScriptedAnswer } from '@/testing/scripted-adapter';

import { createSimulatedKiosk } from './simulated-kiosk';
import { installShellLogSink } from './shell-log-sink';

/** The simulated shell with the sink installed, and the request helper answering by path. */
function setup(answers: Record<string, ScriptedAnswer> = {}) {
  const { kiosk, simulator } = createSimulatedKiosk();
  const remove = installShellLogSink(kiosk);
  configureApi({
    config: { serverHost: 'http://srv.test', apiVersion: '1.4.0', hostname: 't1', ip: '10.0.0.1' },
    platform: 'electron',
    getToken: () => undefined,
    getLanguage: () => 'ru',
    onSample: () => undefined,
    onMaintenance: () => undefined,
    adapter: scriptedAdapter((config) => answers[config.url ?? ''] ?? { status: 200 }),
  });
  return { kiosk, lines: simulator.log.lines, remove };
}

const call = (path: string, query?: Record<string, string>) =>
  request({ method: 'GET', path, query, schema: z.unknown() }).catch((error: unknown) => error);

afterEach(() => setLogSinks([]));

describe('the shell log sink (spec 1 §8: failures logged, 4xx and 5xx apart in the desktop app)', () => {
  it('hands a failed call to the shell with its status, so 4xx and 5xx reach their own logs', async () => {
    const { lines } = setup({
      'flows/f1': { status: 404, body: { message: 'No such flow' } },
      settings: { status: 503, body: '<html>down</html>' },
    });
    await call('flows/f1');
    await call('settings');
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'request failed: GET flows/f1',
        status: 404,
        typeError: 'NETWORK_ERROR',
      }),
      expect.objectContaining({
        level: 'error',
        message: 'request failed: GET settings',
        status: 503,
        typeError: 'NETWORK_ERROR',
      }),
    ]);
    expect(JSON.parse(lines()[0]!.details!)).toMatchObject({
      status: 404,
      response: { message: 'No such flow' },
    });
  });

  it('logs a dropped connection with status 0 (the app log), and never a secret of the query', async () => {
    const { lines } = setup({ pin_code: 'network' });
    await call('pin_code', { employee_uuid: 'e1', pin_code: 'U2FsdGVkX1+cipher' });
    expect(lines()).toEqual([expect.objectContaining({ status: 0, typeError: 'NETWORK_ERROR' })]);
    expect(lines()[0]!.details).toContain('e1');
    expect(lines()[0]!.details).not.toContain('U2FsdGVkX1');
  });

  it('gives a flow error the status of the failed call it carries', async () => {
    const { lines } = setup({ 'flows/f1': { status: 500, body: {} } });
    const failure = await call('flows/f1');
    log.error('loading the flow failed', failure);
    expect(lines()[1]).toMatchObject({
      message: 'loading the flow failed',
      status: 500,
      typeError: 'NETWORK_ERROR',
    });
    expect(JSON.parse(lines()[1]!.details!)).toMatchObject({ name: 'ApiError', path: 'flows/f1' });
  });

  it('keeps the device type of breathalyzer and camera failures', () => {
    const { lines } = setup();
    log.error('breathalyzer: Alcotester not found', { typeError: 'ALCO_FAIL', code: 'notFound' });
    log.error('Failed to take photo', { typeError: 'CAMERA_FAIL', role: 'front' });
    log.warn('slow response: GET settings took 10001 ms');
    expect(lines()).toEqual([
      {
        level: 'error',
        message: 'breathalyzer: Alcotester not found',
        typeError: 'ALCO_FAIL',
        details: '{"typeError":"ALCO_FAIL","code":"notFound"}',
      },
      {
        level: 'error',
        message: 'Failed to take photo',
        typeError: 'CAMERA_FAIL',
        details: '{"typeError":"CAMERA_FAIL","role":"front"}',
      },
      { level: 'warn', message: 'slow response: GET settings took 10001 ms' },
    ]);
  });

  it('leaves debug lines, foreign types and odd statuses out, and cuts a long message', () => {
    const { lines } = setup();
    log.debug('noise');
    log.error('x'.repeat(5_000), { status: 4.5, typeError: 'DISK_FAIL' });
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).not.toHaveProperty('status');
    expect(lines()[0]).not.toHaveProperty('typeError');
    expect(lines()[0]!.message).toHaveLength(2_000);
  });

  it('writes each line once, however often it is installed for the same shell', () => {
    const { kiosk, lines } = setup();
    installShellLogSink(kiosk);
    log.error('once');
    expect(lines()).toHaveLength(1);
  });

  it('stops writing once removed; without a shell it adds nothing', () => {
    const { lines, remove } = setup();
    remove();
    log.error('after removal');
    expect(lines()).toEqual([]);
    expect(() => installShellLogSink(undefined)()).not.toThrow();
  });
});
