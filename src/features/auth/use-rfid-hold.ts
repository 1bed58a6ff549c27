import { useState } from 'react';

import { useTimeout } from '@/lib/hooks/use-timeout';

import { RFID_ERROR_MS } from './rfid-constants';

/**
 * Whether the start flow may count the RFID reader as working. A reader that stops working keeps
 * the RFID-only screen for the 2 s it shows the failed read (spec 1 §4); after that the start flow
 * follows the reader: the next variant while it is down, RFID-only again once it works (spec 1 §2).
 */
export function useRfidHold(isRfidWork: boolean): boolean {
  const [last, setLast] = useState(isRfidWork);
  const [held, setHeld] = useState(false);
  if (last !== isRfidWork) {
    setLast(isRfidWork);
    setHeld(!isRfidWork);
  }
  useTimeout(() => setHeld(false), RFID_ERROR_MS, held);
  return isRfidWork || held;
}
