import { describe, expect, it } from 'vitest';

import { defaultConfig } from '@/config/env';

import { decryptPin, encryptPin, pinMatches } from './pin-crypto';

const KEY = defaultConfig.pinKey;

/** Employee 1009's PIN in the mock data: CryptoJS.DES.encrypt("1234", "safety-terminal-pin"). */
const STORED_1234 = 'U2FsdGVkX1/pBqr6KUYJRhf0pUcg5FiE';

describe('PIN encryption', () => {
  it('reads the PIN stored in the mock data', () => {
    expect(decryptPin(STORED_1234, KEY)).toBe('1234');
    expect(pinMatches(STORED_1234, '1234', KEY)).toBe(true);
    expect(pinMatches(STORED_1234, '4321', KEY)).toBe(false);
    expect(pinMatches(STORED_1234, '', KEY)).toBe(false);
  });

  it('is salted: the same PIN encrypts differently every time, and both decrypt to it', () => {
    const first = encryptPin('0571', KEY);
    const second = encryptPin('0571', KEY);
    expect(first).not.toBe(second);
    expect(first).not.toContain('0571');
    expect(decryptPin(first, KEY)).toBe('0571');
    expect(decryptPin(second, KEY)).toBe('0571');
  });

  it('treats text that is not our ciphertext as no PIN', () => {
    expect(decryptPin('not a pin', KEY)).toBeNull();
    expect(decryptPin('', KEY)).toBeNull();
    expect(pinMatches('1234', '1234', KEY)).toBe(false);
    // Not salted our way: without the check crypto-js would decrypt it with a random salt.
    for (let round = 0; round < 200; round += 1) expect(decryptPin('bm90IGEgcGlu', KEY)).toBeNull();
  });

  it('uses the site’s key from the configuration: another key cannot read the PIN', () => {
    const sealed = encryptPin('2468', 'site-key-of-plant-7');
    expect(decryptPin(sealed, 'site-key-of-plant-7')).toBe('2468');
    expect(pinMatches(sealed, '2468', KEY)).toBe(false);
  });
});
