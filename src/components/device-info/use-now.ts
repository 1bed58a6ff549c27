import { useState } from 'react';

import { useInterval } from '@/lib/hooks/use-interval';

/** The current time, renewed every `tickMs` while mounted. */
export function useNow(tickMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), tickMs);
  return now;
}

const two = (value: number) => String(value).padStart(2, '0');

/** A clock reading as HH:MM:SS (24 h, local time). */
export const formatClock = (date: Date): string =>
  `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
