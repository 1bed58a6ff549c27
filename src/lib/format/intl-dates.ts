/**
 * Whether Intl knows a language's date names, apart from the dictionary's names (date-names.ts):
 * the start screen's clock needs only this, not the names and their hooks.
 */
const withIntl = new Map<string, boolean>();

/** Whether Intl has date names of its own for the language (it may fall back to another one). */
export function intlHasDates(language: string): boolean {
  let known = withIntl.get(language);
  if (known === undefined) {
    known = Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
    withIntl.set(language, known);
  }
  return known;
}

/** Forgets what intlHasDates learnt (tests that change Intl). */
export const forgetIntlDates = () => withIntl.clear();
