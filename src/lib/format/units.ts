import { getI18n } from 'react-i18next';

import { formatNumber, intlHasNumbers } from './numbers';

/** The units of time the kiosk writes a count of (an age, a duration). */
export type TimeUnit = 'day' | 'hour' | 'minute';

/**
 * A count of a unit of time in full words ('3 дня', '3 күн') in the interface language: by Intl
 * where it has the language's numbers, else by the dictionary's plurals (dates), since Intl writes
 * English there ('3 days'). Intl's words stay the last resort, when the dictionary is not loaded.
 */
export function formatTimeUnit(value: number, unit: TimeUnit, language: string): string {
  const i18n = getI18n() as ReturnType<typeof getI18n> | undefined;
  const key = `dates:units.${unit}` as const;
  if (!intlHasNumbers(language) && i18n?.exists(key, { lng: language, count: value }))
    return i18n.t(key, { lng: language, count: value, value: formatNumber(value, language) });
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}
