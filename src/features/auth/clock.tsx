import { useTranslation } from 'react-i18next';

import { formatClock } from '@/lib/format/dates';
import { useNow } from '@/lib/hooks/use-now';

const CLOCK_TICK_MS = 1_000;

/** The start screen's clock, updated every second. */
export function Clock() {
  const { t } = useTranslation('auth');
  const now = useNow(CLOCK_TICK_MS);
  return (
    <time className="clock" dateTime={now.toISOString()} aria-label={t('clock.label')}>
      {formatClock(now)}
    </time>
  );
}
