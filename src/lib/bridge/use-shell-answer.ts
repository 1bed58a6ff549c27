import { useEffect, useState } from 'react';

import type { KioskApi } from '@shared/kiosk-api';

import { log } from '@/lib/log';

import { getKiosk } from './kiosk';

/**
 * What the desktop shell answers to one question, asked once on mount: `initial` until it answers,
 * and outside the shell; a failure is logged with `failure`. `ask` is a module-level function.
 */
export function useShellAnswer<T>(
  ask: (kiosk: KioskApi) => Promise<T>,
  initial: T,
  failure: string,
): T {
  const [answer, setAnswer] = useState<T>(initial);
  useEffect(() => {
    const kiosk = getKiosk();
    if (!kiosk) return undefined;
    let mounted = true;
    ask(kiosk).then(
      (value) => mounted && setAnswer(value),
      (error: unknown) => log.warn(failure, error),
    );
    return () => {
      mounted = false;
    };
  }, [ask, failure]);
  return answer;
}
