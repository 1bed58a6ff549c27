import { afterEach, describe, expect, it, vi } from 'vitest';

import { createI18n } from '@/lib/i18n';
import type { Language } from '@/lib/languages';

import { asInChromium } from '@/testing/chromium-intl';

import { formatCalendar, readDateNames } from './date-names';
import { forgetIntlDates, intlHasDates } from './intl-dates';

let undo = () => {};
/** Intl as Chromium has it: no date names for Kyrgyz (it falls back to English), root's for Kazakh. */
const likeChromium = () => {
  undo = asInChromium();
};

afterEach(() => {
  undo();
  undo = () => {};
  vi.restoreAllMocks();
  forgetIntlDates();
});

const june3 = Date.UTC(2026, 5, 3);

type Dates = { dates: unknown };

/** A language's date names as its dictionary holds them. */
const dictionary = async (language: Language) =>
  (await createI18n(language)).getResourceBundle(language, 'dates') as unknown;
const [ru, en, kk, ky] = await Promise.all([
  dictionary('ru'),
  dictionary('en'),
  dictionary('kk'),
  dictionary('ky'),
]).then((all) => all.map((dates) => ({ dates })) as [Dates, Dates, Dates, Dates]);

describe('date names where Intl has none (Kyrgyz and Kazakh in Chromium)', () => {
  it('every dictionary has twelve names of each form and both patterns', () => {
    for (const common of [ru, en, kk, ky]) expect(readDateNames(common.dates)).not.toBeNull();
  });

  it('takes Kyrgyz months from the dictionary, never from the English fallback', () => {
    likeChromium();
    expect(intlHasDates('ky')).toBe(false);
    // What the screens showed before: Intl's English fallback.
    expect(formatCalendar(june3, 'ky', { month: 'long', year: true }, null)).toBe('June 2026');
    const names = readDateNames(ky.dates);
    expect(formatCalendar(june3, 'ky', { month: 'long', year: true }, names)).toBe('Июнь 2026-ж.');
    expect(formatCalendar(june3, 'ky', { month: 'short' }, names)).toBe('Июн');
    expect(formatCalendar(june3, 'ky', { month: 'long', year: true, day: true }, names)).toBe(
      '2026-ж., 3-июнь',
    );
  });

  it("takes Kazakh months from the dictionary where Intl lists Kazakh but writes root's 'M06'", () => {
    likeChromium();
    expect(intlHasDates('kk')).toBe(false);
    // What the screens showed before: ICU's root placeholders.
    expect(formatCalendar(june3, 'kk', { month: 'long', year: true }, null)).toMatch(/M06/);
    const names = readDateNames(kk.dates);
    expect(formatCalendar(june3, 'kk', { month: 'long', year: true }, names)).toBe(
      'Маусым 2026 ж.',
    );
    expect(formatCalendar(june3, 'kk', { month: 'short' }, names)).toBe('мау.');
    expect(formatCalendar(june3, 'kk', { month: 'long', year: true, day: true }, names)).toBe(
      '2026 ж. 3 маусым',
    );
  });

  it('leaves the languages Intl knows to Intl', () => {
    likeChromium();
    expect(intlHasDates('ru')).toBe(true);
    expect(
      formatCalendar(
        june3,
        'ru',
        { month: 'long', day: true, year: true },
        readDateNames(ru.dates),
      ),
    ).toBe('3 июня 2026 г.');
    expect(
      formatCalendar(june3, 'en', { month: 'long', year: true }, readDateNames(en.dates)),
    ).toBe('June 2026');
  });

  it('the dictionaries of the other languages read like Intl would', () => {
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    forgetIntlDates();
    const long = { month: 'long', year: true, day: true } as const;
    expect(formatCalendar(june3, 'ru', long, readDateNames(ru.dates))).toBe('3 июня 2026 г.');
    expect(formatCalendar(june3, 'en', long, readDateNames(en.dates))).toBe('June 3, 2026');
    expect(formatCalendar(june3, 'kk', long, readDateNames(kk.dates))).toBe('2026 ж. 3 маусым');
    expect(formatCalendar(june3, 'kk', { month: 'short' }, readDateNames(kk.dates))).toBe('мау.');
  });
});
