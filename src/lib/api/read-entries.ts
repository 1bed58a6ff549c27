import type * as z from 'zod/mini';

import { log } from '@/lib/log';
import { sliceCheckpoint } from '@/lib/yield-to-main';

import { ApiError } from './errors';

export interface ReadEntriesOptions {
  /**
   * `all`: one entry that cannot be read makes the whole answer invalid (as `list(item)` does);
   * `readable`: such an entry is left out (as `lenientList(item)` does).
   */
  keep: 'all' | 'readable';
  /** The call, for the log and the error: method and path. */
  method: 'GET' | 'POST';
  path: string;
  /** The slice length (ms); tests shorten it. */
  sliceMs?: number;
}

/**
 * Reads a list's raw entries with `item` a slice at a time, giving the main thread back before
 * each slice, so validating a thousand entries never blocks the screen for long. Same results as
 * reading the list in one go; an invalid answer is logged and rejected as an invalid `ApiError`,
 * as `request()` does with its schema.
 */
export async function readEntries<T extends z.ZodMiniType>(
  item: T,
  entries: readonly unknown[],
  { keep, method, path, sliceMs }: ReadEntriesOptions,
): Promise<z.output<T>[]> {
  const read: z.output<T>[] = [];
  // The answer's own task (decoding and parsing its JSON) has had the main thread already: the
  // reading starts in a task of its own.
  const nextSlice = sliceCheckpoint(sliceMs);
  for (const [index, entry] of entries.entries()) {
    await nextSlice();
    const parsed = item.safeParse(entry);
    if (parsed.success) read.push(parsed.data);
    else if (keep === 'all') {
      const issues = parsed.error.issues.map((issue) => ({
        ...issue,
        path: [index, ...issue.path],
      }));
      log.error(`invalid response: ${method} ${path}`, issues.slice(0, 5));
      throw new ApiError({ kind: 'invalid', path, cause: parsed.error });
    }
  }
  return read;
}
