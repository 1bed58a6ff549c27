/**
 * The installer code, checked in the shell against `pbkdf2_sha256$<iterations>$<salt>$<base64 key>`
 * (the salt is used as UTF-8 text, as Django does). Only the hash is kept; 5 wrong codes lock the
 * check for a minute.
 */
import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';

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

/** An installer code the wizard may set: 6 to 16 digits (the health screen's keypad takes 16). */
export const installerCodePattern = /^\d{6,16}$/;

/** The iterations a hash the shell makes gets (OWASP's figure for PBKDF2-HMAC-SHA256). */
export const newPinIterations = 600_000;

/**
 * The hash of `code` in the pbkdf2_sha256 form, with a fresh random salt: what the shell keeps of
 * an installer code set in the wizard (never the code itself).
 */
export function makePinHash(code: string, iterations = newPinIterations): Promise<string> {
  const salt = randomBytes(12).toString('base64url');
  return new Promise((resolve, reject) => {
    pbkdf2(code, salt, iterations, 32, 'sha256', (error, key) =>
      error
        ? reject(error)
        : resolve(`pbkdf2_sha256$${iterations}$${salt}$${key.toString('base64')}`),
    );
  });
}

/** Wrong codes before the lock, and the lock's length. */
export const PIN_ATTEMPTS = 5;
export const PIN_LOCK_MS = 60_000;

/**
 * A checker over the hash in force (asked at every check: one set in the wizard counts at once)
 * with the lock after repeated wrong codes.
 */
export function createPinChecker(deps: { hash: () => Promise<PinHash | null>; now: () => number }) {
  let wrong = 0;
  let lockedUntil = 0;
  return async (code: string): Promise<boolean> => {
    const hash = await deps.hash();
    if (!hash || deps.now() < lockedUntil) return false;
    // Counted before the slow check, so codes tried in parallel meet the lock too.
    wrong += 1;
    if (wrong >= PIN_ATTEMPTS) {
      wrong = 0;
      lockedUntil = deps.now() + PIN_LOCK_MS;
    }
    if (!(await matchesPinHash(code, hash))) return false;
    wrong = 0;
    lockedUntil = 0;
    return true;
  };
}
