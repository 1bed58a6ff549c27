import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatClock } from '@/lib/format/dates';
import { useInterval } from '@/lib/hooks/use-interval';

const CLOCK_TICK_MS = 1_000;

/** The start screen's clock, updated every second. */
export function Clock() {
  const { t, i18n } = useTranslation('auth');
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), CLOCK_TICK_MS);
  return (
    <time className="clock" dateTime={now.toISOString()} aria-label={t('clock.label')}>
      {formatClock(now, i18n.language)}
    </time>
  );
}
