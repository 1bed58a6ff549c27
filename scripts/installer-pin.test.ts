import { execFileSync } from 'node:child_process';
import { pbkdf2Sync } from 'node:crypto';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DEFAULT_ITERATIONS, installerPinHash } from './installer-pin.mjs';

const script = resolve(import.meta.dirname, 'installer-pin.mjs');

/** Whether `hash` is the hash of `code`, checked the way the kiosk does (PBKDF2-HMAC-SHA256). */
const matches = (hash: string, code: string) => {
  const [scheme, iterations, salt, key] = hash.split('$');
  expect(scheme).toBe('pbkdf2_sha256');
  const derived = pbkdf2Sync(code, salt!, Number(iterations), 32, 'sha256').toString('base64');
  return derived === key;
};

describe('npm run installer-pin', () => {
  it('hashes a code with 100 000 iterations (the fewest the kiosk takes) and a fresh salt by default', () => {
    const hash = installerPinHash('246810');
    expect(hash.split('$')[1]).toBe('100000');
    expect(DEFAULT_ITERATIONS).toBe(100_000);
    expect(matches(hash, '246810')).toBe(true);
    expect(matches(hash, '246811')).toBe(false);
    expect(installerPinHash('246810')).not.toBe(hash);
  });

  it('gives the known hash for a fixed salt (the one the kiosk test checks)', () => {
    expect(installerPinHash('13579246', { iterations: 100_000, salt: 'kioskTestSalt' })).toBe(
      'pbkdf2_sha256$100000$kioskTestSalt$' +
        pbkdf2Sync('13579246', 'kioskTestSalt', 100_000, 32, 'sha256').toString('base64'),
    );
  });

  it('refuses short codes, non-digits and too few iterations', () => {
    expect(() => installerPinHash('12345')).toThrow(/at least 6 digits/);
    expect(() => installerPinHash('12345a')).toThrow(/digits only/);
    expect(() => installerPinHash('123456', { iterations: 1_000 })).toThrow(/100000/);
  });

  it('prints the hash for a code given as argument, and one read from stdin', () => {
    const printed = execFileSync('node', [script, '--iterations', '100000', '975310'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
    expect(printed).toMatch(/^pbkdf2_sha256\$100000\$[\w-]+\$[A-Za-z0-9+/]{43}=$/);
    expect(matches(printed, '975310')).toBe(true);
    const prompted = execFileSync('node', [script, '--iterations', '100000'], {
      encoding: 'utf8',
      input: '864200\n',
    });
    expect(matches(prompted.trim().split('\n').pop()!, '864200')).toBe(true);
  });
});
