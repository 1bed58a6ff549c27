import { afterEach, describe, expect, it } from 'vitest';

import { addLogSink, isSecretKey, log, setLogSinks, type LogSink } from './log';

afterEach(() => setLogSinks([]));

describe('log', () => {
  it('hands each line to every sink; an added sink comes beside the others until removed', () => {
    const first: string[] = [];
    const added: string[] = [];
    setLogSinks([(level, message) => first.push(`${level} ${message}`)]);
    const remove = addLogSink((level, message) => added.push(`${level} ${message}`));
    log.error('one');
    remove();
    log.warn('two');
    expect(first).toEqual(['error one', 'warn two']);
    expect(added).toEqual(['error one']);
  });

  it('keeps logging when a sink throws (a shell gone away must not take the kiosk down)', () => {
    const seen: unknown[] = [];
    const broken: LogSink = () => {
      throw new Error('shell gone');
    };
    setLogSinks([broken, (_level, message, details) => seen.push([message, details])]);
    expect(() => log.error('still here', { status: 500 })).not.toThrow();
    expect(seen).toEqual([['still here', { status: 500 }]]);
  });

  it('names the fields that hold secrets', () => {
    for (const key of ['password', 'pass', 'pin_code', 'pinCode', 'PIN', 'token', 'Authorization'])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of ['employee_uuid', 'status', 'pinned', 'spin', 'tokens_left'])
      expect(isSecretKey(key), key).toBe(false);
  });
});
