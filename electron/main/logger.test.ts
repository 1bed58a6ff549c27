import * as fs from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { createLogger, logKind } from './logger';
import { useTempDir } from './testing/temp-dir';

const dir = useTempDir('logger');

describe('logKind (spec 1 §8: 4xx and 5xx in separate logs)', () => {
  it('sorts entries by HTTP status', () => {
    expect(logKind({ level: 'error', message: 'x', status: 404 })).toBe('http-4xx');
    expect(logKind({ level: 'error', message: 'x', status: 503 })).toBe('http-5xx');
    expect(logKind({ level: 'error', message: 'x', status: 0 })).toBe('app');
    expect(logKind({ level: 'info', message: 'x' })).toBe('app');
  });
});

describe('createLogger', () => {
  it('appends JSON lines to the day’s file of each kind and prunes old logs', async () => {
    await fs.writeFile(path.join(dir(), 'app-2020-01-01.log'), 'old\n');
    const logger = createLogger({ fs, dir: dir(), now: () => new Date('2025-03-04T05:06:07Z') });
    await logger.write({ level: 'error', message: 'Not found', status: 404 });
    await logger.write({ level: 'error', message: 'Server', status: 500, details: 'trace' });
    logger.info('started');
    await logger.write({ level: 'warn', message: 'slow' });
    expect((await fs.readdir(dir())).sort()).toEqual([
      'app-2025-03-04.log',
      'http-4xx-2025-03-04.log',
      'http-5xx-2025-03-04.log',
    ]);
    const app = (await fs.readFile(path.join(dir(), 'app-2025-03-04.log'), 'utf8'))
      .trim()
      .split('\n');
    expect(app.map((line) => JSON.parse(line).message)).toEqual(['started', 'slow']);
    const errors = await fs.readFile(path.join(dir(), 'http-5xx-2025-03-04.log'), 'utf8');
    expect(JSON.parse(errors)).toEqual({
      time: '2025-03-04T05:06:07.000Z',
      level: 'error',
      message: 'Server',
      status: 500,
      details: 'trace',
    });
  });
});
