/** Personnel numbers keep digits and inner dashes only: a leading dash (a negative number) is dropped. */
export function cleanTabelNumber(value: string): string {
  return value.replace(/[^\d-]/g, '').replace(/^-+/, '');
}

/** The query parameter (spelled as the spec spells it) that logs in directly with a number. */
export const TABEL_QUERY = 'tabel_namber';

/** Reads tabel_namber from the hash route's query or from the page URL before the hash. */
export function tabelFromUrl(routeSearch: string, pageSearch: string): string | null {
  for (const search of [routeSearch, pageSearch]) {
    const value = new URLSearchParams(search).get(TABEL_QUERY);
    if (value && cleanTabelNumber(value)) return cleanTabelNumber(value);
  }
  return null;
}
