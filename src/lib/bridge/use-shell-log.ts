import { useEffect, useState } from 'react';

import type { ShellLogRecord } from '@shared/ipc-contract';

import { log } from '@/lib/log';

import { getKiosk } from './kiosk';

/** The desktop shell's own newest warnings and errors, asked once (none outside the shell). */
export function useShellLog(): readonly ShellLogRecord[] {
  const [lines, setLines] = useState<readonly ShellLogRecord[]>([]);
  useEffect(() => {
    const kiosk = getKiosk();
    if (!kiosk) return undefined;
    let mounted = true;
    kiosk.log.recent().then(
      (recent) => mounted && setLines(recent),
      (error: unknown) => log.warn('shell: reading its recent log failed', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return lines;
}
