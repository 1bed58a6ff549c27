/** Personnel numbers keep digits and inner dashes only: a leading dash (a negative number) is dropped. */
export function cleanTabelNumber(value: string): string {
  return value.replace(/[^\d-]/g, '').replace(/^-+/, '');
}

/** The query parameter (spelled as the spec spells it) that logs in directly with a number. */
export const TABEL_QUERY = 'tabel_namber';

/** What the address says about a direct login: nothing, a number to log in with, or a value to ignore. */
export type UrlEntry =
  { kind: 'none' } | { kind: 'number'; number: string } | { kind: 'invalid'; value: string };

/** A positive personnel number: digits with inner dashes (as the keypad types them), not all zeros. */
export function isPersonnelNumber(value: string): boolean {
  return /^\d+(?:-\d+)*$/.test(value) && /[1-9]/.test(value);
}

/**
 * Reads tabel_namber from the hash route's query (`#/cabinet?tabel_namber=1001`) or from the page's
 * query before the hash (`/?tabel_namber=1001#/cabinet`). A value from the address is input: anything
 * but a positive personnel number is reported as invalid, never cleaned up into some other number.
 */
export function entryFromUrl(routeSearch: string, pageSearch: string): UrlEntry {
  for (const search of [routeSearch, pageSearch]) {
    const value = new URLSearchParams(search).get(TABEL_QUERY);
    if (value === null) continue;
    const number = value.trim();
    return isPersonnelNumber(number) ? { kind: 'number', number } : { kind: 'invalid', value };
  }
  return { kind: 'none' };
}

const isEntryPair = (pair: string) => {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')) === TABEL_QUERY;
  } catch {
    return false;
  }
};

/** Whether a query string (`?a=b&…`) carries tabel_namber. */
export const hasEntryParam = (search: string): boolean =>
  search.replace(/^\?/, '').split('&').some(isEntryPair);

/** The query string without tabel_namber; the other parameters stay exactly as they were written. */
export function withoutEntryParam(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !isEntryPair(pair));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
