/**
 * The installer code, checked in the shell against `pbkdf2_sha256$<iterations>$<salt>$<base64 key>`
 * (the salt is used as UTF-8 text, as Django does). Only the hash is kept; 5 wrong codes lock the
 * check for a minute.
 */
import { pbkdf2, timingSafeEqual } from 'node:crypto';

export interface PinHash {
  iterations: number;
  salt: string;
  key: Buffer;
}

/** Fewer iterations make the hash too cheap to guess from a copy of the file: refused. */
export const minPinIterations = 100_000;
const maxPinIterations = 10_000_000;

/** The hash's parts, or null when it is not a usable pbkdf2_sha256 hash. */
export function parsePinHash(text: string): PinHash | null {
  const match = /^pbkdf2_sha256\$(\d{1,8})\$([^$]{1,128})\$([A-Za-z0-9+/]+={0,2})$/.exec(
    text.trim(),
  );
  if (!match) return null;
  const iterations = Number(match[1]);
  const key = Buffer.from(match[3]!, 'base64');
  if (iterations < minPinIterations || iterations > maxPinIterations || key.length !== 32)
    return null;
  return { iterations, salt: match[2]!, key };
}

/** Whether `code` is the one the hash was made from. */
export function matchesPinHash(code: string, hash: PinHash): Promise<boolean> {
  return new Promise((resolve) => {
    pbkdf2(code, hash.salt, hash.iterations, hash.key.length, 'sha256', (error, derived) =>
      resolve(!error && timingSafeEqual(derived, hash.key)),
    );
  });
}

/** Wrong codes before the lock, and the lock's length. */
export const PIN_ATTEMPTS = 5;
export const PIN_LOCK_MS = 60_000;

/** A checker over one hash with the lock after repeated wrong codes. */
export function createPinChecker(deps: { hash: PinHash | null; now: () => number }) {
  let wrong = 0;
  let lockedUntil = 0;
  return async (code: string): Promise<boolean> => {
    if (!deps.hash || deps.now() < lockedUntil) return false;
    // Counted before the slow check, so codes tried in parallel meet the lock too.
    wrong += 1;
    if (wrong >= PIN_ATTEMPTS) {
      wrong = 0;
      lockedUntil = deps.now() + PIN_LOCK_MS;
    }
    if (!(await matchesPinHash(code, deps.hash))) return false;
    wrong = 0;
    lockedUntil = 0;
    return true;
  };
}
