/** Dates as the kiosk shows them, in the interface language. */

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

/** The date, or only the time when it is today (spec 2 §2 notices). */
export function formatDayOrTime(date: Date, language: string, now: Date = new Date()): string {
  return sameDay(date, now)
    ? date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(language, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** A calendar date in the interface language (dd.mm.yyyy style per locale). */
export const formatDate = (date: Date, language: string): string =>
  date.toLocaleDateString(language, { day: '2-digit', month: '2-digit', year: 'numeric' });

/** A date with its time in the interface language. */
export const formatDateTime = (date: Date, language: string): string =>
  `${formatDate(date, language)} ${date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })}`;
