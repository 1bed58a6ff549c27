import { afterEach, describe, expect, it } from 'vitest';

import { asInChromium } from '@/testing/chromium-intl';

import { formatNumber, forgetIntlNumbers, intlHasNumbers, type NumberOptions } from './numbers';

let undo = () => {};
afterEach(() => {
  undo();
  undo = () => {};
  forgetIntlNumbers();
});

const values = [0, 0.5, 0.75, 7, 23.8, 94.45, 999.99, 1234.5, -12345.678, 1234567.891];
const options: NumberOptions[] = [
  {},
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  { style: 'percent', maximumFractionDigits: 1 },
];

describe('numbers where Intl lacks the language (Chromium: no Kyrgyz, Kazakh in name only)', () => {
  it('knows which languages Intl writes', () => {
    expect(['ru', 'en', 'kk', 'ky'].map(intlHasNumbers)).toEqual([true, true, true, true]);
    undo = asInChromium();
    expect(['ru', 'en', 'kk', 'ky'].map(intlHasNumbers)).toEqual([true, true, false, false]);
  });

  it("writes Kyrgyz and Kazakh as Node's full ICU does, not as Chromium's English fallback", () => {
    // What Node's ICU (which has both languages) writes, before Intl is made Chromium's.
    const icu = (language: string) =>
      options.flatMap((option) =>
        values.map((value) => new Intl.NumberFormat(language, option).format(value)),
      );
    const written = (language: string) =>
      options.flatMap((option) => values.map((value) => formatNumber(value, language, option)));
    const expected = { kk: icu('kk'), ky: icu('ky'), ru: icu('ru') };
    undo = asInChromium();
    expect(new Intl.NumberFormat('ky', { maximumFractionDigits: 1 }).format(23.8)).toBe('23.8');
    expect(written('ky')).toEqual(expected.ky);
    expect(written('kk')).toEqual(expected.kk);
    expect(written('ru')).toEqual(expected.ru);
    expect(formatNumber(0.123, 'ky', { style: 'percent', maximumFractionDigits: 1 })).toBe('12,3%');
    expect(formatNumber(-12345.678, 'kk', { maximumFractionDigits: 2 })).toBe('-12\u00a0345,68');
  });

  it('leaves English to Intl', () => {
    undo = asInChromium();
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(0.945, 'en', { style: 'percent', maximumFractionDigits: 1 })).toBe('94.5%');
  });
});
