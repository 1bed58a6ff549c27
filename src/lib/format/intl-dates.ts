/**
 * Whether Intl knows a language's date names, apart from the dictionary's names (date-names.ts):
 * the start screen's clock needs only this, not the names and their hooks.
 */
const withIntl = new Map<string, boolean>();

/**
 * Whether Intl has date names and formats of its own for the language. Chromium leaves Kyrgyz out
 * (it would fall back to English) and lists Kazakh with only ICU's root data behind it: months
 * written 'M06', numeric dates '2026-06-03'. Both are told by what Intl writes, not by its list.
 */
export function intlHasDates(language: string): boolean {
  let known = withIntl.get(language);
  if (known === undefined) {
    known =
      Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0 &&
      !/^M\d/.test(new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(0));
    withIntl.set(language, known);
  }
  return known;
}

/** Forgets what intlHasDates learnt (tests that change Intl). */
export const forgetIntlDates = () => withIntl.clear();
