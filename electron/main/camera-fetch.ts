/**
 * Snapshots of network cameras given by an http(s) URL (spec 1 §7: fetched by GET in the shell, so
 * no CORS). Bounded in time and size, and only images come back.
 */
import type { CameraSnapshot } from '../shared/kiosk-api';
import { BodyTooLargeError, isAbortError, readBodyLimited, type Fetch } from './http-body';
import { isHttpUrl } from './validation';

export const cameraFetchLimits = { timeoutMs: 5_000, maxBytes: 15 * 1024 * 1024 } as const;

const signatures: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  { type: 'image/gif', test: (b) => ascii(b, 0, 4) === 'GIF8' },
  { type: 'image/bmp', test: (b) => ascii(b, 0, 2) === 'BM' },
  { type: 'image/webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The image type of a body by its first bytes, or null. */
export const sniffImageType = (bytes: Uint8Array): string | null =>
  signatures.find((signature) => signature.test(bytes))?.type ?? null;

/** The image type of a response: its image/* content type, else its magic bytes, else null. */
export function imageTypeOf(contentType: string | null, bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0) return null;
  const declared = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared.startsWith('image/')) return declared;
  return sniffImageType(bytes);
}

/** Fetches one image from a camera URL. */
export async function fetchCameraSnapshot(
  deps: { fetch: Fetch; timeoutMs?: number; maxBytes?: number },
  url: string,
): Promise<CameraSnapshot> {
  if (!isHttpUrl(url)) return { ok: false, code: 'notFound', message: 'Not an http(s) URL' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? cameraFetchLimits.timeoutMs);
  try {
    const response = await deps.fetch(url, {
      method: 'GET',
      signal: controller.signal,
      redirect: 'follow',
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, code: 'notFound', message: `HTTP ${response.status}` };
    }
    const bytes = await readBodyLimited(response, deps.maxBytes ?? cameraFetchLimits.maxBytes);
    const type = imageTypeOf(response.headers.get('Content-Type'), bytes);
    if (!type) return { ok: false, code: 'notImage', message: 'The answer is not an image' };
    const data = bytes.buffer.slice(
      bytes.byteOffset,
      bytes.byteOffset + bytes.byteLength,
    ) as ArrayBuffer;
    return { ok: true, data, type };
  } catch (error) {
    if (controller.signal.aborted || isAbortError(error)) {
      return { ok: false, code: 'timeout', message: 'The camera did not answer in time' };
    }
    if (error instanceof BodyTooLargeError)
      return { ok: false, code: 'notImage', message: error.message };
    return { ok: false, code: 'notFound', message: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
