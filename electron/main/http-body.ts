/** Plain GETs from the main process: the fetch it is given, and bodies read with a size cap. */

/** The fetch the main process uses (global fetch and Electron's net.fetch fit). */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Thrown when a body passes its size cap. */
export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`Body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Reads a whole body, refusing it (and cancelling the stream) past `maxBytes`. */
export async function readBodyLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('Content-Length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new BodyTooLargeError(maxBytes);
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Whether an error is the abort of a time-out. */
export const isAbortError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
