import { useState } from 'react';

import { useCountdown } from '@/lib/hooks/use-countdown';
import { useTimeout } from '@/lib/hooks/use-timeout';

import { READ_AUTO_MS, READ_ENABLE_DELAY_MS } from './risk-constants';

/**
 * The Read button's timers, from the moment the report opens: enabled after 3 s, and `onExpire`
 * after 15 s unless stopped first (`running` false once the report was marked read).
 */
export function useReadTimer(running: boolean, onExpire: () => void) {
  const [enabled, setEnabled] = useState(false);
  useTimeout(() => setEnabled(true), READ_ENABLE_DELAY_MS, running);
  const { left } = useCountdown(READ_AUTO_MS / 1000, { running, onExpire });
  return { enabled, secondsLeft: left };
}
