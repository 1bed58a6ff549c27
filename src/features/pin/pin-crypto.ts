// Only the parts of crypto-js the PIN needs: the core, DES (defined in the tripledes module) and UTF-8.
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import Utf8 from 'crypto-js/enc-utf8';

import { PIN_PASSPHRASE } from './pin-constants';

/** DES-encrypts a PIN the way the server stores it (salted, so every call gives another text). */
export function encryptPin(pin: string): string {
  return CryptoJS.DES.encrypt(pin, PIN_PASSPHRASE).toString();
}

/** Base64 of 'Salted__', the start of every passphrase ciphertext crypto-js writes. */
const SALTED_PREFIX = 'U2FsdGVkX1';

/** Decrypts a stored PIN; null when the stored text is not a PIN encrypted with our passphrase. */
export function decryptPin(encrypted: string): string | null {
  // Only our own (OpenSSL-salted) ciphertext: for anything else crypto-js would draw a random salt
  // and return random bytes, which could even read as text.
  if (!encrypted.startsWith(SALTED_PREFIX)) return null;
  try {
    const plain = CryptoJS.DES.decrypt(encrypted, PIN_PASSPHRASE).toString(Utf8);
    return /^\d+$/.test(plain) ? plain : null;
  } catch {
    // Malformed ciphertext or a wrong key can yield bytes that are not UTF-8.
    return null;
  }
}

/** True when the entry is the PIN stored (encrypted) for the user. */
export function pinMatches(storedEncrypted: string, entry: string): boolean {
  return entry !== '' && decryptPin(storedEncrypted) === entry;
}
