import { MAX_ITERATIONS, MIN_ITERATIONS } from './health-constants';

/** A configured installer code's hash: pbkdf2_sha256$<iterations>$<salt>$<base64 of a 32-byte key>. */
export interface InstallerHash {
  iterations: number;
  salt: string;
  key: Uint8Array;
}

const fromBase64 = (text: string): Uint8Array | null => {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
};

/** Reads a configured hash; null when it is not one the kiosk accepts (format, iterations, key size). */
export function parseInstallerHash(text: unknown): InstallerHash | null {
  if (typeof text !== 'string') return null;
  const parts = text.trim().split('$');
  if (parts.length !== 4) return null;
  const [scheme, count = '', salt = '', encoded = ''] = parts;
  const iterations = Number(count);
  if (scheme !== 'pbkdf2_sha256' || !/^\d+$/.test(count) || salt === '') return null;
  if (iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) return null;
  const key = fromBase64(encoded);
  return key?.length === 32 ? { iterations, salt, key } : null;
}

/** PBKDF2-HMAC-SHA256 with WebCrypto (secure contexts: https, localhost, the shell's app://). */
async function deriveWithSubtle(subtle: SubtleCrypto, code: string, hash: InstallerHash) {
  const encoder = new TextEncoder();
  const material = await subtle.importKey('raw', encoder.encode(code), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: encoder.encode(hash.salt),
      iterations: hash.iterations,
    },
    material,
    256,
  );
  return new Uint8Array(bits);
}

/**
 * The same with crypto-js, where the page has no WebCrypto (a kiosk on plain http in the LAN is not
 * a secure context). Loaded only then: it is slower and most terminals never need it.
 */
async function deriveWithCryptoJs(code: string, hash: InstallerHash) {
  const [{ default: CryptoJS }, { default: Base64 }] = await Promise.all([
    import('crypto-js/core'),
    import('crypto-js/enc-base64'),
    import('crypto-js/sha256'),
    import('crypto-js/pbkdf2'),
  ]);
  const key = CryptoJS.PBKDF2(code, hash.salt, {
    keySize: 8,
    iterations: hash.iterations,
    hasher: CryptoJS.algo.SHA256,
  });
  return fromBase64(Base64.stringify(key)) ?? new Uint8Array();
}

/** Compares every byte, whatever the first difference, so timing does not tell how close a code was. */
const sameBytes = (a: Uint8Array, b: Uint8Array) => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) diff |= a[i]! ^ b[i]!;
  return diff === 0;
};

/** Whether `code` is the installer code `hash` was made from; `subtle` (null: none) is for tests. */
export async function verifyInstallerCode(
  code: string,
  hash: InstallerHash,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<boolean> {
  const derived = subtle
    ? await deriveWithSubtle(subtle, code, hash)
    : await deriveWithCryptoJs(code, hash);
  return sameBytes(derived, hash.key);
}
