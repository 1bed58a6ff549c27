import * as fs from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { LOG_LIMITS, SHELL_LOG_KEPT } from '../../shared/ipc-contract';
import { createIpc } from '../ipc';
import { createLogger } from '../logger';
import { fakeKioskContents, fakeRegistrar, senderEvent } from '../testing/ipc-fakes';
import { useTempDir } from '../testing/temp-dir';
import { registerLogChannel, registerStorageChannel, RENDERER_LOG_RATE } from './log-channel';

const dir = useTempDir('log-channel');
const day = '2026-11-24';

function setup(now: () => number = () => 0) {
  const fake = fakeRegistrar();
  const ipc = createIpc({ registrar: fake.registrar, kiosk: fakeKioskContents, log: vi.fn() });
  const logger = createLogger({ fs, dir: dir(), now: () => new Date(`${day}T10:00:00Z`) });
  registerLogChannel(ipc.handle, logger, now);
  return fake;
}

/** The JSON lines of one log file, or [] when it does not exist. */
async function lines(kind: string) {
  const text = await fs.readFile(path.join(dir(), `${kind}-${day}.log`), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('log:write (spec 1 §8: 4xx and 5xx to separate logs in the desktop app)', () => {
  it('writes the renderer’s failed calls to the 4xx and 5xx logs, its other errors to the app log', async () => {
    const { invoke } = setup();
    const write = (entry: object) => invoke('log:write', [entry]);
    expect(
      await write({
        level: 'error',
        message: 'request failed: GET flows/f1',
        status: 404,
        typeError: 'NETWORK_ERROR',
        details: '{"status":404}',
      }),
    ).toEqual({ ok: true, data: { ok: true } });
    await write({ level: 'error', message: 'request failed: GET settings', status: 503 });
    await write({ level: 'error', message: 'breathalyzer: timeout', typeError: 'ALCO_FAIL' });
    await write({ level: 'error', message: 'loading the flow failed', status: 0 });

    expect(await lines('http-4xx')).toEqual([
      {
        time: `${day}T10:00:00.000Z`,
        level: 'error',
        message: 'request failed: GET flows/f1',
        status: 404,
        typeError: 'NETWORK_ERROR',
        details: '{"status":404}',
      },
    ]);
    expect((await lines('http-5xx')).map((line) => line.message)).toEqual([
      'request failed: GET settings',
    ]);
    expect(await lines('app')).toMatchObject([
      { message: 'breathalyzer: timeout', typeError: 'ALCO_FAIL' },
      { message: 'loading the flow failed', status: 0 },
    ]);
  });

  it('refuses lines that are too long, of an unknown type or with extra fields, and writes nothing', async () => {
    const { invoke } = setup();
    const refused = [
      { level: 'error', message: 'x'.repeat(LOG_LIMITS.message + 1) },
      { level: 'error', message: 'x', details: 'x'.repeat(LOG_LIMITS.details + 1) },
      { level: 'error', message: 'x', typeError: 'DISK_FAIL' },
      { level: 'error', message: 'x', status: '404' },
      { level: 'error', message: 'x', file: '../../etc/passwd' },
      { level: 'debug', message: 'x' },
    ];
    for (const entry of refused) {
      expect(await invoke('log:write', [entry])).toMatchObject({
        ok: false,
        code: 'invalidPayload',
      });
    }
    expect(await fs.readdir(dir())).toEqual([]);
  });

  it('refuses a frame other than the kiosk window', async () => {
    const { invoke } = setup();
    const foreign = senderEvent({ frame: { url: 'https://evil.example/', parent: null } });
    expect(await invoke('log:write', [{ level: 'error', message: 'x' }], foreign)).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
  });

  it('holds a renderer that logs in a loop to its rate, and counts what it dropped', async () => {
    let time = 0;
    const { invoke } = setup(() => time);
    const write = (message: string) => invoke('log:write', [{ level: 'error', message }]);
    for (let i = 0; i < RENDERER_LOG_RATE.lines; i += 1) await write(`line ${i}`);
    expect(await write('one too many')).toEqual({
      ok: true,
      data: { ok: false, code: 'rateLimited', message: 'Too many log lines' },
    });
    await write('two too many');
    time = RENDERER_LOG_RATE.windowMs;
    expect(await write('next window')).toEqual({ ok: true, data: { ok: true } });

    const messages = (await lines('app')).map((line) => line.message);
    expect(messages).toHaveLength(RENDERER_LOG_RATE.lines + 2);
    expect(messages.slice(-2)).toEqual([
      `renderer log: 2 lines dropped over the rate of ${RENDERER_LOG_RATE.lines} per 60 s`,
      'next window',
    ]);
  });
});

describe('storage:flush', () => {
  it('writes the page’s storage to disk when the kiosk window asks, and refuses arguments', async () => {
    const fake = fakeRegistrar();
    const ipc = createIpc({ registrar: fake.registrar, kiosk: fakeKioskContents, log: vi.fn() });
    const flushStorage = vi.fn();
    registerStorageChannel(ipc.handle, flushStorage);
    expect(await fake.invoke('storage:flush', [])).toEqual({ ok: true, data: { ok: true } });
    expect(flushStorage).toHaveBeenCalledTimes(1);
    expect(await fake.invoke('storage:flush', ['rm -rf /'])).toMatchObject({ ok: false });
    expect(flushStorage).toHaveBeenCalledTimes(1);
  });
});

describe('log:recent (the health screen’s recent errors, issue 31)', () => {
  it('answers the shell’s own newest warnings and errors, not its info nor the page’s lines', async () => {
    const fake = fakeRegistrar();
    const ipc = createIpc({ registrar: fake.registrar, kiosk: fakeKioskContents, log: vi.fn() });
    const logger = createLogger({ fs, dir: dir(), now: () => new Date(`${day}T10:00:00Z`) });
    registerLogChannel(ipc.handle, logger);
    await fake.invoke('log:write', [{ level: 'error', message: 'a page error' }]);
    logger.info('Shell started');
    logger.error('RFID_FAIL: RFID connection error', 'notFound');
    await logger.write({ level: 'warn', message: 'camera slow' });
    for (let index = 0; index < SHELL_LOG_KEPT; index += 1)
      await logger.write({ level: 'error', message: `flood ${index}` });
    const answer = await fake.invoke('log:recent');
    expect(answer).toMatchObject({ ok: true });
    const recent = (answer as { data: Array<{ message: string; time: string }> }).data;
    expect(recent).toHaveLength(SHELL_LOG_KEPT);
    expect(recent.at(-1)).toEqual({
      time: `${day}T10:00:00.000Z`,
      level: 'error',
      message: `flood ${SHELL_LOG_KEPT - 1}`,
    });
    expect(recent.map((line) => line.message)).not.toContain('a page error');
    expect(recent.map((line) => line.message)).not.toContain('Shell started');

    const fresh = createLogger({ fs, dir: dir(), now: () => new Date(`${day}T10:00:00Z`) });
    fresh.info('Shell started');
    fresh.error('RFID_FAIL: RFID connection error', 'notFound');
    await fresh.write({ level: 'warn', message: 'camera slow' });
    await fresh.write({ level: 'error', message: 'a page error' }, true);
    expect(fresh.recent().map(({ message, details }) => [message, details])).toEqual([
      ['RFID_FAIL: RFID connection error', 'notFound'],
      ['camera slow', undefined],
    ]);
  });
});
