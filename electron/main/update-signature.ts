/**
 * Detached signatures of update files. With `updatePublicKey` in the site configuration every file
 * needs one: fetched from the file's URL with `.sig` added to its path (query kept), the body the
 * base64 text of the signature over the file's bytes (Ed25519/Ed448 keys: pure EdDSA; RSA and EC
 * keys: SHA-256). Verified with crypto.verify on the file as saved, before it is staged.
 */
import { verify, type KeyObject } from 'node:crypto';

import type { FileSystem } from './atomic-file';
import { readBodyLimited, type Fetch } from './http-body';
import { isAllowedUpdateUrl, UpdateError } from './update-rules';

/** A signature is a few hundred bytes as base64; anything much longer is not one. */
const maxSignatureBytes = 16 * 1024;
const signatureTimeoutMs = 30_000;

/** Where a file's signature lives: its URL with `.sig` added to the path. */
export function signatureUrl(fileUrl: string): string {
  const url = new URL(fileUrl);
  url.pathname = `${url.pathname}.sig`;
  return url.toString();
}

/** The digest crypto.verify needs for the key: none for EdDSA, SHA-256 otherwise. */
const digestFor = (key: KeyObject): string | null =>
  key.asymmetricKeyType === 'ed25519' || key.asymmetricKeyType === 'ed448' ? null : 'sha256';

/** Whether `signature` is a valid signature of `data` under `key` (false on any error). */
export function isValidSignature(data: Uint8Array, signature: Uint8Array, key: KeyObject): boolean {
  try {
    return verify(digestFor(key), data, key, signature);
  } catch {
    return false;
  }
}

/** Decodes the base64 text of a signature file, or null when it is not base64. */
export function decodeSignature(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, '');
  if (compact === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

/**
 * Fetches the signature of `fileUrl` and checks `file` against it; a missing, unreadable or wrong
 * signature deletes the file and throws UpdateError('signature').
 */
export async function verifyUpdateSignature(
  deps: { fetch: Fetch; fs: FileSystem; allowHttp: boolean },
  job: { fileUrl: string; file: string; key: KeyObject },
): Promise<void> {
  const refuse = async (reason: string): Promise<never> => {
    await deps.fs.rm(job.file, { force: true });
    throw new UpdateError('signature', `${job.fileUrl}: ${reason}`);
  };
  const url = signatureUrl(job.fileUrl);
  if (!isAllowedUpdateUrl(url, deps.allowHttp)) return refuse('signature URL not https');
  let text: string;
  try {
    const response = await deps.fetch(url, {
      method: 'GET',
      signal: AbortSignal.timeout(signatureTimeoutMs),
    });
    if (response.url && !isAllowedUpdateUrl(response.url, deps.allowHttp)) {
      await response.body?.cancel().catch(() => undefined);
      return refuse('signature redirected to plain http');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return refuse(`no signature (HTTP ${response.status})`);
    }
    text = new TextDecoder().decode(await readBodyLimited(response, maxSignatureBytes));
  } catch (error) {
    if (error instanceof UpdateError) throw error;
    return refuse(`signature not fetched (${(error as Error).message})`);
  }
  const signature = decodeSignature(text);
  if (!signature) return refuse('signature is not base64');
  if (!isValidSignature(await deps.fs.readFile(job.file), signature, job.key)) {
    return refuse('signature does not match');
  }
}
