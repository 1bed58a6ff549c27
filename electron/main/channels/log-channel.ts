/**
 * log:write: the renderer's log lines into the shell's log files. The renderer is not trusted: the
 * schema bounds each line, and a renderer that logs in a loop is held to a rate so it cannot fill
 * the disk (what it loses is counted in one line when the next window opens). log:recent: the
 * shell's own newest warnings and errors, for the health screen.
 */
import { z } from 'zod';

import type { Result } from '../../shared/kiosk-api';
import type { Handle } from '../ipc';
import type { Logger } from '../logger';
import { logEntrySchema, noArgs } from '../validation';

/** At most this many renderer lines per window; the rest are dropped and counted. */
export const RENDERER_LOG_RATE = { lines: 300, windowMs: 60_000 } as const;

/**
 * storage:flush: writes the page's storage to disk at once (Chromium otherwise commits it a little
 * later), so a choice the renderer has just stored survives the kiosk losing power.
 */
export function registerStorageChannel(handle: Handle, flushStorage: () => void): void {
  handle('storage:flush', noArgs, (): Result => {
    flushStorage();
    return { ok: true };
  });
}

export function registerLogChannel(
  handle: Handle,
  logger: Pick<Logger, 'write' | 'recent'>,
  now: () => number = Date.now,
): void {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let dropped = 0;

  handle('log:write', z.tuple([logEntrySchema]), async (entry): Promise<Result> => {
    const time = now();
    if (time - windowStart >= RENDERER_LOG_RATE.windowMs) {
      if (dropped > 0)
        await logger.write({
          level: 'warn',
          message: `renderer log: ${dropped} lines dropped over the rate of ${RENDERER_LOG_RATE.lines} per ${RENDERER_LOG_RATE.windowMs / 1000} s`,
        });
      windowStart = time;
      written = 0;
      dropped = 0;
    }
    if (written >= RENDERER_LOG_RATE.lines) {
      dropped += 1;
      return { ok: false, code: 'rateLimited', message: 'Too many log lines' };
    }
    written += 1;
    await logger.write(entry, true);
    return { ok: true };
  });
  handle('log:recent', noArgs, () => logger.recent());
}
