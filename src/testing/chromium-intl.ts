import { forgetIntlDates } from '@/lib/format/intl-dates';

/**
 * Makes Intl behave like Chromium's, which has no Kyrgyz date names: a 'ky' date format falls
 * back to English and Kyrgyz is not among the supported locales. Returns the undo.
 */
export function withoutKyrgyzDates(): () => void {
  const Original = Intl.DateTimeFormat;
  const fallback = (locales: Intl.LocalesArgument): Intl.LocalesArgument =>
    typeof locales === 'string' && locales.startsWith('ky') ? 'en' : locales;
  class ChromiumDateTimeFormat extends Original {
    constructor(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
      super(fallback(locales), options);
    }

    static override supportedLocalesOf(
      locales: string | readonly string[],
      options?: Intl.DateTimeFormatOptions,
    ): string[] {
      return Original.supportedLocalesOf(locales, options).filter(
        (locale) => !locale.startsWith('ky'),
      );
    }
  }
  Intl.DateTimeFormat = ChromiumDateTimeFormat as typeof Intl.DateTimeFormat;
  forgetIntlDates();
  return () => {
    Intl.DateTimeFormat = Original;
    forgetIntlDates();
  };
}
