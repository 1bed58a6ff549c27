import { useUpdateStatus } from '@/lib/bridge/use-update-status';

import { useShellStatus } from './use-shell-status';

/** What the desktop shell pushes (RFID reader status, update status), kept in the app state. */
export function ShellWatchers() {
  useShellStatus();
  useUpdateStatus();
  return null;
}
