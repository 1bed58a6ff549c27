import { useEffect } from 'react';

import { useLatest } from '@/lib/hooks/use-latest';

import { getKiosk } from './kiosk';

export interface RfidCardOptions {
  /** Listen only while true (e.g. while a screen is recording a card). */
  active?: boolean;
  /** A read failed; the reader restarts after `restart()`. */
  onError?: (message: string) => void;
}

/** Calls `onCard` with every card the shell's reader reads while active; returns the reader's restart. */
export function useRfidCard(onCard: (code: string) => void, options: RfidCardOptions = {}) {
  const { active = true } = options;
  const latestCard = useLatest(onCard);
  const latestError = useLatest(options.onError);
  useEffect(() => {
    const kiosk = getKiosk();
    if (!kiosk || !active) return undefined;
    const offCard = kiosk.rfid.onCard((code) => latestCard.current(code));
    const offError = kiosk.rfid.onError((message) => latestError.current?.(message));
    return () => {
      offCard();
      offError();
    };
  }, [active, latestCard, latestError]);
  return { restart: () => getKiosk()?.rfid.restart() };
}
