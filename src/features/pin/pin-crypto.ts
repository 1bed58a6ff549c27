// Only the parts of crypto-js the PIN needs: the core, DES (defined in the tripledes module) and UTF-8.
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import Utf8 from 'crypto-js/enc-utf8';

/** DES-encrypts a PIN with the site's key (config pinKey), salted: every call gives another text. */
export function encryptPin(pin: string, key: string): string {
  return CryptoJS.DES.encrypt(pin, key).toString();
}

/** Base64 of 'Salted__', the start of every passphrase ciphertext crypto-js writes. */
const SALTED_PREFIX = 'U2FsdGVkX1';

/** Decrypts a stored PIN; null when the stored text is not a PIN encrypted with our passphrase. */
export function decryptPin(encrypted: string, key: string): string | null {
  // Only our own (OpenSSL-salted) ciphertext: for anything else crypto-js would draw a random salt
  // and return random bytes, which could even read as text.
  if (!encrypted.startsWith(SALTED_PREFIX)) return null;
  try {
    const plain = CryptoJS.DES.decrypt(encrypted, key).toString(Utf8);
    return /^\d+$/.test(plain) ? plain : null;
  } catch {
    // Malformed ciphertext or a wrong key can yield bytes that are not UTF-8.
    return null;
  }
}

/** True when the entry is the PIN stored (encrypted) for the user. */
export function pinMatches(storedEncrypted: string, entry: string, key: string): boolean {
  return entry !== '' && decryptPin(storedEncrypted, key) === entry;
}
