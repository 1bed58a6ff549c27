/** get_isUpdated and update:start (statuses go out as 'update:status' from the updater). */
import { z } from 'zod';

import type { Handle } from '../ipc';
import type { Updater } from '../updater';
import { noArgs, updateInfoSchema } from '../validation';

export function registerUpdateChannels(
  handle: Handle,
  deps: { updater: Updater; log: (message: string) => void },
): void {
  handle('get_isUpdated', noArgs, async () => {
    try {
      return await deps.updater.check();
    } catch (error) {
      deps.log(`Update check failed: ${(error as Error).message}`);
      return null;
    }
  });
  handle('update:start', z.tuple([updateInfoSchema]), (info) => deps.updater.start(info));
}
