import type { KioskApi } from '@shared/kiosk-api';
import type { ShellLogRecord } from '@shared/ipc-contract';

import { useShellAnswer } from './use-shell-answer';

const NONE: readonly ShellLogRecord[] = [];
const askRecent = (kiosk: KioskApi) => kiosk.log.recent();

/** The desktop shell's own newest warnings and errors, asked once (none outside the shell). */
export const useShellLog = (): readonly ShellLogRecord[] =>
  useShellAnswer(askRecent, NONE, 'shell: reading its recent log failed');
