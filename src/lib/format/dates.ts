/** Dates as the kiosk shows them, in the interface language. */
import { intlHasDates } from './intl-dates';

/** Reads a server date (ISO text, epoch seconds or milliseconds, '@'-stamp); null when unusable. */
export function parseServerDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return fromEpoch(value);
  const stamped = /^@(\d+)$/.exec(value.trim());
  if (stamped) return fromEpoch(Number(stamped[1]));
  if (/^\d+$/.test(value.trim())) return fromEpoch(Number(value));
  const date = new Date(
    value.includes('T') || !value.includes(' ') ? value : value.replace(' ', 'T'),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Epoch seconds below 10^11 (until the year 5138), milliseconds above. */
const fromEpoch = (value: number): Date | null => {
  if (!Number.isFinite(value)) return null;
  const date = new Date(value < 1e11 ? value * 1000 : value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const OPTIONS = { date: DATE_OPTIONS, time: TIME_OPTIONS };
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The numeric date and time of a language Intl has no data for (Kyrgyz in Chromium, which would
 * fall back to English: 06/03/2026, 02:05 PM): day.month.year and a 24-hour clock, as written there.
 */
const NUMERIC_FALLBACK = 'ru';

/**
 * One formatter per language and kind, made once: `toLocaleDateString` builds a new one on every
 * call, which costs a list of hundreds of dated rows tens of ms on a slow terminal.
 */
function formatter(kind: keyof typeof OPTIONS, language: string): Intl.DateTimeFormat {
  const locale = intlHasDates(language) ? language : NUMERIC_FALLBACK;
  const key = `${kind} ${locale}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, OPTIONS[kind]);
    formatters.set(key, made);
  }
  return made;
}

/** The time of day (hours and minutes) in the interface language. */
const formatTime = (date: Date, language: string): string =>
  formatter('time', language).format(date);

/** The date, or only the time when it is today (spec 2 §2 notices). */
export function formatDayOrTime(date: Date, language: string, now: Date = new Date()): string {
  return sameDay(date, now) ? formatTime(date, language) : formatDate(date, language);
}

/** A calendar date in the interface language (dd.mm.yyyy style per locale). */
export const formatDate = (date: Date, language: string): string =>
  formatter('date', language).format(date);

/** A date with its time in the interface language. */
export const formatDateTime = (date: Date, language: string): string =>
  `${formatDate(date, language)} ${formatTime(date, language)}`;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A clock reading as HH:MM:SS (24 h, local time): the start screen's clock and the device bar's,
 * alike in every language. Written by hand: the first Intl formatter of a language loads that
 * locale's data, some 70 ms at 4x CPU, a long task the start screen would wait for.
 */
export const formatClock = (date: Date): string =>
  `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
