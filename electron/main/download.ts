/**
 * Update files: a plain GET, resumable (Range requests continue a .part file after a dropped
 * connection), checked against its MD5 (spec 1 §5) — a mismatch deletes the file and fetches it
 * again, a bounded number of times — and moved into place only once verified. Only https (http when
 * the site allows it, also after a redirect) and never more than the size limit: a Content-Length
 * past it is refused unread, a body that grows past it is cut off and deleted.
 */
import { createHash } from 'node:crypto';

import type { FileSystem } from './atomic-file';
import type { Fetch } from './http-body';
import { isAllowedUpdateUrl, UpdateError } from './update-rules';

/** The MD5 of a file as lowercase hex, or null when it does not exist. */
export async function md5File(fs: FileSystem, file: string): Promise<string | null> {
  let handle;
  try {
    handle = await fs.open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const hash = createHash('md5');
    const buffer = Buffer.alloc(1024 * 1024);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
    return hash.digest('hex');
  } finally {
    await handle.close();
  }
}

async function sizeOf(fs: FileSystem, file: string): Promise<number> {
  try {
    return (await fs.stat(file)).size;
  } catch {
    return 0;
  }
}

/** The declared length of a body, or null when the header is missing or unreadable. */
const declaredLength = (response: Response): number | null => {
  const header = response.headers.get('Content-Length');
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
};

/** The first byte of a 206 answer's Content-Range, or null. */
export const contentRangeStart = (header: string | null): number | null => {
  const match = header ? /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(header.trim()) : null;
  return match ? Number(match[1]) : null;
};

/**
 * Streams a body into a file (after `offset` bytes already there), aborting the request when no byte
 * arrives for `idleMs` and when the file would pass `maxBytes`.
 */
async function saveBody(
  fs: FileSystem,
  file: string,
  response: Response,
  at: { append: boolean; offset: number; maxBytes: number },
  onChunk: () => void,
): Promise<void> {
  const { append } = at;
  let size = append ? at.offset : 0;
  let handle;
  try {
    handle = await fs.open(file, append ? 'a' : 'w');
  } catch (error) {
    throw new UpdateError('save', `Cannot write ${file}: ${(error as Error).message}`);
  }
  try {
    if (!response.body) return;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onChunk();
      size += value.byteLength;
      if (size > at.maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new UpdateError('tooLarge', `${file} passed the size limit of ${at.maxBytes} bytes`);
      }
      try {
        await handle.write(value);
      } catch (error) {
        await reader.cancel().catch(() => undefined);
        throw new UpdateError('save', `Cannot write ${file}: ${(error as Error).message}`);
      }
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface DownloadJob {
  url: string;
  /** Where the verified file ends up; `<target>.part` holds a download in progress. */
  target: string;
  md5: string;
  /** Requests in all (resumes and fresh attempts after a mismatch). */
  maxAttempts?: number;
}

/**
 * Makes `target` hold the file with the expected MD5: kept when it already does, else downloaded.
 * Throws UpdateError after the attempts run out.
 */
export async function downloadVerified(
  deps: {
    fetch: Fetch;
    fs: FileSystem;
    log: (message: string) => void;
    /** Plain http allowed (the site's allowHttpUpdates); https always is. */
    allowHttp: boolean;
    /** The largest file accepted. */
    maxBytes: number;
    idleMs?: number;
    retryDelayMs?: number;
  },
  job: DownloadJob,
): Promise<'kept' | 'downloaded'> {
  if (!isAllowedUpdateUrl(job.url, deps.allowHttp)) {
    throw new UpdateError('insecureUrl', `Refused ${job.url}: updates come over https only`);
  }
  const expected = job.md5.toLowerCase();
  const existing = await md5File(deps.fs, job.target);
  if (existing === expected) return 'kept';
  if (existing !== null) {
    deps.log(`Update: ${job.target} does not match its hash, deleted`);
    await deps.fs.rm(job.target, { force: true });
  }
  const part = `${job.target}.part`;
  let failure = new UpdateError('download', `Download of ${job.url} failed`);
  for (let attempt = 1; attempt <= (job.maxAttempts ?? 5); attempt += 1) {
    if (attempt > 1)
      await new Promise((resolve) => setTimeout(resolve, deps.retryDelayMs ?? 1_000));
    const offset = await sizeOf(deps.fs, part);
    const controller = new AbortController();
    let idle = setTimeout(() => controller.abort(), deps.idleMs ?? 60_000);
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(), deps.idleMs ?? 60_000);
    };
    try {
      const response = await deps.fetch(job.url, {
        method: 'GET',
        headers: offset > 0 ? { Range: `bytes=${offset}-` } : {},
        signal: controller.signal,
      });
      // A redirect must not lead to a plain-http source either.
      if (response.url && !isAllowedUpdateUrl(response.url, deps.allowHttp)) {
        await response.body?.cancel().catch(() => undefined);
        throw new UpdateError('insecureUrl', `${job.url} redirected to ${response.url}: refused`);
      }
      const resumes =
        response.status === 206 &&
        contentRangeStart(response.headers.get('Content-Range')) === offset;
      if (response.status === 416 && offset > 0) {
        await response.body?.cancel().catch(() => undefined);
      } else if (response.status === 200 || resumes) {
        const start = resumes ? offset : 0;
        const declared = declaredLength(response);
        if (declared !== null && start + declared > deps.maxBytes) {
          await response.body?.cancel().catch(() => undefined);
          await deps.fs.rm(part, { force: true });
          throw new UpdateError(
            'tooLarge',
            `${job.url} is ${start + declared} bytes, over the limit of ${deps.maxBytes}`,
          );
        }
        try {
          await saveBody(
            deps.fs,
            part,
            response,
            { append: resumes, offset, maxBytes: deps.maxBytes },
            touch,
          );
        } catch (error) {
          if (error instanceof UpdateError && error.code === 'tooLarge') {
            await deps.fs.rm(part, { force: true });
          }
          throw error;
        }
      } else if (response.status === 206) {
        await response.body?.cancel().catch(() => undefined);
        await deps.fs.rm(part, { force: true });
        failure = new UpdateError('download', `Unexpected range from ${job.url}; starting over`);
        continue;
      } else {
        await response.body?.cancel().catch(() => undefined);
        failure = new UpdateError(
          'download',
          `HTTP ${response.status} for ${job.url}`,
          response.status,
        );
        if (
          response.status >= 400 &&
          response.status < 500 &&
          response.status !== 408 &&
          response.status !== 429
        ) {
          break;
        }
        continue;
      }
    } catch (error) {
      if (error instanceof UpdateError) throw error;
      failure = new UpdateError(
        'download',
        `Download of ${job.url} interrupted: ${(error as Error).message}`,
      );
      deps.log(`Update: ${failure.message}; resuming`);
      continue;
    } finally {
      clearTimeout(idle);
    }
    if ((await md5File(deps.fs, part)) === expected) {
      try {
        await deps.fs.rename(part, job.target);
      } catch (error) {
        throw new UpdateError(
          'save',
          `Cannot move ${part} into place: ${(error as Error).message}`,
        );
      }
      return 'downloaded';
    }
    deps.log(`Update: ${job.url} does not match its hash; deleted, fetching again`);
    await deps.fs.rm(part, { force: true });
    failure = new UpdateError('hashMismatch', `${job.url} does not match its MD5`);
  }
  throw failure;
}
