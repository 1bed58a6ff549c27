import { describe, expect, it, vi } from 'vitest';

import { asInChromium } from '@/testing/chromium-intl';

import { formatClock, formatDate, formatDateTime, formatDayOrTime, parseServerDate } from './dates';
import { intlHasDates } from './intl-dates';

describe('parseServerDate', () => {
  it('reads ISO text, a space-separated date, epoch seconds, milliseconds and @-stamps', () => {
    const expected = new Date('2026-11-25T08:30:00Z').getTime();
    expect(parseServerDate('2026-11-25T08:30:00Z')?.getTime()).toBe(expected);
    expect(parseServerDate(expected / 1000)?.getTime()).toBe(expected);
    expect(parseServerDate(expected)?.getTime()).toBe(expected);
    expect(parseServerDate(`@${expected / 1000}`)?.getTime()).toBe(expected);
    expect(parseServerDate('2026-11-25 08:30:00')).not.toBeNull();
  });

  it('gives null for what is not a date', () => {
    for (const value of ['', 'tomorrow', null, undefined, Number.NaN, '<b>']) {
      expect(parseServerDate(value as string | null)).toBeNull();
    }
  });
});

describe('formatDayOrTime', () => {
  const now = new Date(2026, 10, 25, 15, 0);

  it('shows only the time for a date of today', () => {
    expect(formatDayOrTime(new Date(2026, 10, 25, 8, 5), 'en-GB', now)).toBe('08:05');
  });

  it('shows the date for another day', () => {
    expect(formatDayOrTime(new Date(2026, 10, 24, 8, 5), 'en-GB', now)).toBe('24/11/2026');
  });
});

describe('formatDate and formatDateTime', () => {
  it('write what toLocaleDateString and toLocaleTimeString write, in every language', () => {
    const date = new Date(2026, 10, 24, 8, 5);
    for (const language of ['ru', 'en', 'kk', 'ky']) {
      const day = date.toLocaleDateString(language, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      });
      const time = date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
      expect(formatDate(date, language)).toBe(day);
      expect(formatDateTime(date, language)).toBe(`${day} ${time}`);
      expect(formatDayOrTime(date, language, date)).toBe(time);
    }
  });
});

describe('the clock', () => {
  it('shows hours, minutes and seconds on a 24-hour clock, zero-padded, without an Intl formatter', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatClock(new Date(2026, 10, 26, 7, 5, 9))).toBe('07:05:09');
    expect(formatClock(new Date(2026, 10, 26, 23, 59, 1))).toBe('23:59:01');
    expect(formatClock(new Date(2026, 10, 26, 0, 0, 0))).toBe('00:00:00');
    expect(made).not.toHaveBeenCalled();
  });
});

describe('numeric dates where Intl has no data for the language (Kyrgyz in Chromium)', () => {
  it('writes day.month.year and a 24-hour clock, not the English fallback', () => {
    const undo = asInChromium();
    try {
      const date = new Date(2026, 5, 3, 14, 5);
      expect(formatDate(date, 'ky')).toBe('03.06.2026');
      expect(formatDateTime(date, 'ky')).toBe('03.06.2026 14:05');
      expect(formatDate(date, 'en')).toBe('06/03/2026');
    } finally {
      undo();
    }
  });
});

describe('which languages Intl has dates for', () => {
  it('counts Kazakh as missing in Chromium, where only root data stands behind it', () => {
    const undo = asInChromium();
    try {
      expect(intlHasDates('kk')).toBe(false);
      expect(intlHasDates('ky')).toBe(false);
      expect(intlHasDates('ru')).toBe(true);
      expect(intlHasDates('en')).toBe(true);
    } finally {
      undo();
    }
  });
});
