import { forgetIntlDates } from '@/lib/format/intl-dates';
import { forgetIntlNumbers } from '@/lib/format/numbers';

/**
 * Intl as Chromium has it (checked in Chromium 156), for tests in Node, whose full ICU knows every
 * language. Kyrgyz is missing: Intl is not asked about it (supportedLocalesOf leaves it out) and
 * writes English. Kazakh is listed but only ICU's root data stands behind it: months 'M06', numbers
 * and units as English writes them ('12,345.6', '3 days'). Kazakh's numeric dates stay Node's here
 * (Chromium writes root's '2026-06-03 14:05'): src/lib/format/dates.ts keeps its formatters for
 * good, so a simulated one would outlive the undo. Plural rules are not changed: Chromium has
 * Kyrgyz's and Kazakh's.
 */

const startsWith = (locales: Intl.LocalesArgument, language: string) =>
  typeof locales === 'string' && locales.startsWith(language);

const withoutKyrgyz = (supported: string[]) =>
  supported.filter((locale) => !locale.startsWith('ky'));

/** Chromium's date formats: English for Kyrgyz; for Kazakh, root's month 'M06' (Swedish's order). */
function chromiumDates(): () => void {
  const Original = Intl.DateTimeFormat;
  class ChromiumDateTimeFormat extends Original {
    readonly #root: boolean;

    constructor(locales?: Intl.LocalesArgument, options: Intl.DateTimeFormatOptions = {}) {
      const root =
        startsWith(locales, 'kk') &&
        options.month !== undefined &&
        !/digit|numeric/.test(options.month);
      super(
        startsWith(locales, 'ky') ? 'en' : root ? 'sv' : locales,
        root ? { ...options, month: '2-digit' } : options,
      );
      this.#root = root;
    }

    override formatToParts(date?: Date | number): Intl.DateTimeFormatPart[] {
      const parts = super.formatToParts(date);
      if (!this.#root) return parts;
      return parts.map((part) =>
        part.type === 'month' ? { ...part, value: `M${part.value}` } : part,
      );
    }

    override format(date?: Date | number): string {
      if (!this.#root) return super.format(date);
      return this.formatToParts(date)
        .map((part) => part.value)
        .join('');
    }

    override resolvedOptions(): Intl.ResolvedDateTimeFormatOptions {
      const resolved = super.resolvedOptions();
      return this.#root ? { ...resolved, locale: 'kk' } : resolved;
    }

    static override supportedLocalesOf(
      locales: string | readonly string[],
      options?: Intl.DateTimeFormatOptions,
    ): string[] {
      return withoutKyrgyz(Original.supportedLocalesOf(locales, options));
    }
  }
  // A class is not callable without `new` as Intl.DateTimeFormat is; the app always uses `new`.
  Intl.DateTimeFormat = ChromiumDateTimeFormat as unknown as typeof Intl.DateTimeFormat;
  return () => {
    Intl.DateTimeFormat = Original;
  };
}

/** Chromium's number formats: English for Kyrgyz and, though it is listed, for Kazakh. */
function chromiumNumbers(): () => void {
  const Original = Intl.NumberFormat;
  class ChromiumNumberFormat extends Original {
    constructor(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
      super(startsWith(locales, 'ky') || startsWith(locales, 'kk') ? 'en' : locales, options);
    }

    static override supportedLocalesOf(
      locales: string | readonly string[],
      options?: Intl.NumberFormatOptions,
    ): string[] {
      return withoutKyrgyz(Original.supportedLocalesOf(locales, options));
    }
  }
  Intl.NumberFormat = ChromiumNumberFormat as typeof Intl.NumberFormat;
  return () => {
    Intl.NumberFormat = Original;
  };
}

const forget = () => {
  forgetIntlDates();
  forgetIntlNumbers();
};

/** Makes Intl behave like Chromium's for Kyrgyz and Kazakh (dates and numbers). Returns the undo. */
export function asInChromium(): () => void {
  const undoDates = chromiumDates();
  const undoNumbers = chromiumNumbers();
  forget();
  return () => {
    undoDates();
    undoNumbers();
    forget();
  };
}
