import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useInterval } from '@/lib/hooks/use-interval';

const CLOCK_TICK_MS = 1_000;
const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/** The start screen's clock, updated every second. */
export function Clock() {
  const { t, i18n } = useTranslation('auth');
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), CLOCK_TICK_MS);
  return (
    <time className="clock" dateTime={now.toISOString()} aria-label={t('clock.label')}>
      {now.toLocaleTimeString(i18n.language, TIME_FORMAT)}
    </time>
  );
}
