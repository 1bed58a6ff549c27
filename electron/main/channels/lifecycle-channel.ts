/**
 * relaunch and exit. Both lift the close guard; relaunch applies a staged update when there is one
 * (the updater program restarts the shell), else restarts the shell itself. A failed relaunch
 * answers relaunchFailed (the renderer's 'Application restart error' alert).
 */
import type { Handle } from '../ipc';
import { noArgs } from '../validation';

export function registerLifecycleChannels(
  handle: Handle,
  deps: {
    liftCloseGuard: () => void;
    /** Starts the staged update's updater; false when there is none or it could not start. */
    launchUpdate: () => Promise<boolean>;
    /** Schedules a fresh start of the shell once it exits. */
    relaunch: () => void;
    /** Exits soon after the answer is sent. */
    exitSoon: () => void;
    log: (message: string) => void;
  },
): void {
  handle('relaunch', noArgs, async () => {
    try {
      deps.liftCloseGuard();
      if (!(await deps.launchUpdate())) deps.relaunch();
      deps.exitSoon();
      return { ok: true };
    } catch (error) {
      deps.log(`Relaunch failed: ${(error as Error).message}`);
      return { ok: false, code: 'relaunchFailed', message: (error as Error).message };
    }
  });
  handle('exit', noArgs, () => {
    deps.liftCloseGuard();
    deps.exitSoon();
    return { ok: true };
  });
}
