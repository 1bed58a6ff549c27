/** log:write: the renderer's log lines into the shell's log files. */
import { z } from 'zod';

import type { Handle } from '../ipc';
import type { Logger } from '../logger';
import { logEntrySchema } from '../validation';

export function registerLogChannel(handle: Handle, logger: Pick<Logger, 'write'>): void {
  handle('log:write', z.tuple([logEntrySchema]), async (entry) => {
    await logger.write(entry);
    return { ok: true };
  });
}
