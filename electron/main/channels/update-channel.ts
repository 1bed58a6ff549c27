/** get_isUpdated and update:start (statuses go out as 'update:status' from the updater). The page never names the files. */
import type { Handle } from '../ipc';
import type { Updater } from '../updater';
import { noArgs } from '../validation';

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
  // No arguments: main installs only what its own check found (GUIDE.md §9).
  handle('update:start', noArgs, () => deps.updater.start());
}
