/**
 * Numbers and percentages in the interface language. Chromium's Intl has no Kyrgyz (it writes
 * English: '12,345.6', '12.3%') and lists Kazakh with none of its data behind it (the same English
 * forms), so those two languages are written by their own conventions where Intl lacks them.
 */

/** How a language writes a number's separators (CLDR, as Node's full ICU writes them). */
interface Separators {
  decimal: string;
  group: string;
}

/** The languages Chromium lacks: a decimal comma and a no-break space between thousands. */
const OWN_SEPARATORS: Readonly<Record<string, Separators>> = {
  kk: { decimal: ',', group: '\u00a0' },
  ky: { decimal: ',', group: '\u00a0' },
};

/**
 * The layout the languages above share with English: the sign first, no grouping below 1 000, the
 * percent sign after the digits with no space ('-12,3%'); only the separators differ.
 */
const LAYOUT = 'en';

/** What the kiosk formats numbers as: plain or a percentage, with at most so many decimals. */
export interface NumberOptions {
  style?: 'decimal' | 'percent';
  maximumFractionDigits?: number;
}

const withIntl = new Map<string, boolean>();
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Whether Intl writes the language's own numbers: a language of the table above only when Intl
 * writes its separators (supportedLocalesOf is not enough: Chromium lists Kazakh, then writes
 * English), any other language always.
 */
export function intlHasNumbers(language: string): boolean {
  let known = withIntl.get(language);
  if (known === undefined) {
    const own = OWN_SEPARATORS[language];
    const parts = own ? new Intl.NumberFormat(language).formatToParts(1234.5) : [];
    const part = (type: Intl.NumberFormatPartTypes) =>
      parts.find((each) => each.type === type)?.value;
    known = !own || (part('decimal') === own.decimal && part('group') === own.group);
    withIntl.set(language, known);
  }
  return known;
}

/** One formatter per language and options, made once (a chart formats every tick and tooltip). */
function formatter(locale: string, options: NumberOptions): Intl.NumberFormat {
  const key = `${locale} ${options.style ?? 'decimal'} ${options.maximumFractionDigits ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** A number (a percentage: 0.123 is 12.3 %) in the interface language. */
export function formatNumber(value: number, language: string, options: NumberOptions = {}): string {
  const own = OWN_SEPARATORS[language];
  if (!own || intlHasNumbers(language)) return formatter(language, options).format(value);
  return formatter(LAYOUT, options)
    .formatToParts(value)
    .map((part) =>
      part.type === 'decimal' ? own.decimal : part.type === 'group' ? own.group : part.value,
    )
    .join('');
}

/** Forgets what intlHasNumbers learnt and the formatters made (tests that change Intl). */
export function forgetIntlNumbers(): void {
  withIntl.clear();
  formatters.clear();
}
