import { describe, expect, it } from 'vitest';

import {
  describeConfigProblem,
  editDistance,
  EXPECTED,
  nearestKey,
  withAdvice,
} from './config-advice.mjs';
import { CONFIG_RULES, checkConfigLayer } from './config-rules.mjs';
import { defaultConfig } from './env';

describe('the configuration rule table (shared with scripts/build-mobile.mjs)', () => {
  it('has a rule for every key of the runtime configuration, and no other', () => {
    expect(Object.keys(CONFIG_RULES).sort()).toEqual(Object.keys(defaultConfig).sort());
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(defaultConfig).sort());
  });

  it('allows exactly the values its advice names for each choice', () => {
    for (const [key, expected] of Object.entries(EXPECTED)) {
      const choices = [...expected.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
      const read = CONFIG_RULES[key as keyof typeof CONFIG_RULES];
      for (const choice of choices) expect(read(choice), `${key}: ${choice}`).toBe(choice);
      if (choices.length > 0) expect(read('other'), key).toBeUndefined();
    }
  });

  it('names the nearest known key of a misspelt one, and none for a stranger', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(nearestKey('server_host')).toBe('serverHost');
    expect(nearestKey('serverhost')).toBe('serverHost');
    expect(nearestKey('servrHost')).toBe('serverHost');
    expect(nearestKey('pin_key')).toBe('pinKey');
    expect(nearestKey('dev-mode')).toBe('devMode');
    expect(nearestKey('colour')).toBeUndefined();
    const [unknown] = checkConfigLayer({ server_host: 'http://x' }).problems;
    expect(withAdvice(unknown!)).toEqual({
      kind: 'unknownKey',
      key: 'server_host',
      nearest: 'serverHost',
    });
    expect(describeConfigProblem(unknown!)).toBe(
      'unknown key "server_host" (did you mean "serverHost"?)',
    );
  });

  it('keeps the values that fit and reports the rest; a PIN key is never shown', () => {
    const checked = checkConfigLayer({
      mode: 'server',
      keyboard: 1,
      pinKey: 12345678,
      idempotencyKey: 'x',
    });
    expect(checked.values).toEqual({ mode: 'server' });
    expect(checked.pinKeyRefused).toBe(true);
    expect(checked.problems.map(withAdvice)).toEqual([
      { kind: 'wrongType', key: 'keyboard', expected: 'boolean', detail: '1' },
      { kind: 'wrongType', key: 'pinKey', expected: 'nonEmptyText' },
      {
        kind: 'wrongType',
        key: 'idempotencyKey',
        expected: '"none" | "header" | "query"',
        detail: '"x"',
      },
    ]);
    const short = checkConfigLayer({ pinKey: 'seven77' });
    expect(short.values).toEqual({});
    expect(short.pinKeyRefused).toBe(true);
    expect(short.problems.map(withAdvice)).toEqual([
      { kind: 'shortPinKey', key: 'pinKey', expected: '8' },
    ]);
    expect(checkConfigLayer({ pinKey: 'eight888' }).pinKeyRefused).toBe(false);
  });
});
