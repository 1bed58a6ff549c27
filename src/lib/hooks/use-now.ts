import { useState } from 'react';

import { useInterval } from './use-interval';

/** The current time, renewed every `tickMs` while mounted. */
export function useNow(tickMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), tickMs);
  return now;
}
