import { describe, expect, it } from 'vitest';

import { parseInstallerHash, verifyInstallerCode } from './installer-hash';

/** Made by `npm run installer-pin -- --iterations 100000 13579246` with the salt kioskTestSalt. */
const TEST_HASH = 'pbkdf2_sha256$100000$kioskTestSalt$XM6nsHJkqB4tSRQzi/2G6/WE6qCy8xKkwdeuxBClSKw=';

describe('the installer code hash', () => {
  it('reads the pbkdf2_sha256 form and refuses anything weaker or malformed', () => {
    expect(parseInstallerHash(TEST_HASH)).toMatchObject({
      iterations: 100_000,
      salt: 'kioskTestSalt',
    });
    expect(parseInstallerHash(TEST_HASH.replace('100000', '99999'))).toBeNull();
    expect(parseInstallerHash(TEST_HASH.replace('pbkdf2_sha256', 'pbkdf2_sha1'))).toBeNull();
    expect(parseInstallerHash('pbkdf2_sha256$100000$salt$c2hvcnQ=')).toBeNull();
    expect(parseInstallerHash('13579246')).toBeNull();
    expect(parseInstallerHash(undefined)).toBeNull();
  });

  it('accepts the right code and refuses another with WebCrypto', async () => {
    const hash = parseInstallerHash(TEST_HASH)!;
    expect(globalThis.crypto.subtle).toBeDefined();
    await expect(verifyInstallerCode('13579246', hash)).resolves.toBe(true);
    await expect(verifyInstallerCode('13579247', hash)).resolves.toBe(false);
  });

  it('does the same with crypto-js where the page is not a secure context (no crypto.subtle)', async () => {
    // The configured hash's 100 000 iterations take crypto-js seconds: checked once; right and
    // wrong codes are then told apart on a hash of few iterations, its key made with WebCrypto.
    await expect(
      verifyInstallerCode('13579246', parseInstallerHash(TEST_HASH)!, null),
    ).resolves.toBe(true);
    const salt = 'few';
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations: 1_000 },
      await crypto.subtle.importKey('raw', new TextEncoder().encode('864200'), 'PBKDF2', false, [
        'deriveBits',
      ]),
      256,
    );
    const few = { iterations: 1_000, salt, key: new Uint8Array(bits) };
    await expect(verifyInstallerCode('864200', few, null)).resolves.toBe(true);
    await expect(verifyInstallerCode('864201', few, null)).resolves.toBe(false);
  });
});
