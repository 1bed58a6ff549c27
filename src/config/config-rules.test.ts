import { describe, expect, it } from 'vitest';

import { describeConfigProblem, editDistance, nearestKey, withNearest } from './config-advice.mjs';
import { CONFIG_RULES, checkConfigLayer } from './config-rules.mjs';
import { defaultConfig } from './env';

describe('the configuration rule table (shared with scripts/build-mobile.mjs)', () => {
  it('has a rule for every key of the runtime configuration, and no other', () => {
    expect(Object.keys(CONFIG_RULES).sort()).toEqual(Object.keys(defaultConfig).sort());
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
    expect(withNearest(unknown!)).toEqual({
      kind: 'unknownKey',
      key: 'server_host',
      nearest: 'serverHost',
    });
    expect(describeConfigProblem(unknown!)).toBe(
      'unknown key "server_host" (did you mean "serverHost"?)',
    );
  });

  it('keeps the values that fit and reports the rest; a PIN key is never shown', () => {
    expect(
      checkConfigLayer({ mode: 'server', keyboard: 1, pinKey: 12345678, idempotencyKey: 'x' }),
    ).toEqual({
      values: { mode: 'server' },
      problems: [
        { kind: 'wrongType', key: 'keyboard', expected: 'boolean', detail: '1' },
        { kind: 'wrongType', key: 'pinKey', expected: 'nonEmptyText' },
        {
          kind: 'wrongType',
          key: 'idempotencyKey',
          expected: '"none" | "header" | "query"',
          detail: '"x"',
        },
      ],
      pinKeyRefused: true,
    });
    expect(checkConfigLayer({ pinKey: 'seven77' })).toEqual({
      values: {},
      problems: [{ kind: 'shortPinKey', key: 'pinKey', expected: '8' }],
      pinKeyRefused: true,
    });
    expect(checkConfigLayer({ pinKey: 'eight888' }).pinKeyRefused).toBe(false);
  });
});
