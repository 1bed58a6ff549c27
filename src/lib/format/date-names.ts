import { useTranslation } from 'react-i18next';

import { intlHasDates } from './intl-dates';

/**
 * Month names and date patterns from a language's dictionary (dates), for the languages
 * Intl has no date names for: Chromium has none for Kyrgyz (it falls back to English) and only
 * ICU's root placeholders for Kazakh ('M06').
 */
export interface DateNames {
  /** Month names standing alone (a chart's axis, a month with its year). */
  months: readonly string[];
  monthsShort: readonly string[];
  /** Month names as written with a day ('3 июня'). */
  monthsOfDay: readonly string[];
  /** '{{month}} {{year}}' in the language's order. */
  monthYear: string;
  /** '{{day}} {{month}} {{year}}' in the language's order. */
  dayMonthYear: string;
}

const isNames = (list: unknown): list is string[] =>
  Array.isArray(list) && list.length === 12 && list.every((name) => typeof name === 'string');

/** The dictionary's date names, or null when it has none of the expected shape. */
export function readDateNames(value: unknown): DateNames | null {
  if (typeof value !== 'object' || value === null) return null;
  const names = value as Record<string, unknown>;
  if (!isNames(names.months) || !isNames(names.monthsShort) || !isNames(names.monthsOfDay))
    return null;
  if (typeof names.monthYear !== 'string' || typeof names.dayMonthYear !== 'string') return null;
  return {
    months: names.months,
    monthsShort: names.monthsShort,
    monthsOfDay: names.monthsOfDay,
    monthYear: names.monthYear,
    dayMonthYear: names.dayMonthYear,
  };
}

/**
 * The interface language's date names (the dates dictionary), raw from the dictionary: a screen
 * that shows them names the dictionary it needs, so the start screen never loads it.
 */
export function useDateNames(): DateNames | null {
  const { i18n } = useTranslation('dates');
  return readDateNames(i18n.getResourceBundle(i18n.language, 'dates'));
}

/** What a calendar date shows: the month (long or short), with its year, or with day and year. */
export interface CalendarParts {
  month: 'long' | 'short';
  year?: boolean;
  day?: boolean;
}

const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * A calendar date (given as a UTC instant) in the interface language: by Intl where it knows the
 * language (intlHasDates: not Kyrgyz nor Kazakh in Chromium), else from the dictionary's names;
 * by Intl's fallback only when neither has them.
 */
export function formatCalendar(
  utc: number,
  language: string,
  parts: CalendarParts,
  names: DateNames | null,
): string {
  if (!names || intlHasDates(language)) {
    return new Intl.DateTimeFormat(language, {
      month: parts.month,
      ...(parts.year || parts.day ? { year: 'numeric' } : {}),
      ...(parts.day ? { day: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(utc);
  }
  const date = new Date(utc);
  const index = date.getUTCMonth();
  const year = String(date.getUTCFullYear());
  if (parts.day)
    return fill(names.dayMonthYear, {
      day: String(date.getUTCDate()),
      month: names.monthsOfDay[index] ?? '',
      year,
    });
  const month = (parts.month === 'short' ? names.monthsShort : names.months)[index] ?? '';
  return parts.year ? fill(names.monthYear, { month, year }) : month;
}
