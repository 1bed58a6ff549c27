import { afterEach, describe, expect, it } from 'vitest';

import { createI18n } from '@/lib/i18n';
import { languages } from '@/lib/languages';
import { asInChromium } from '@/testing/chromium-intl';

import { formatNumber, forgetIntlNumbers } from './numbers';
import { formatTimeUnit, type TimeUnit } from './units';

let undo = () => {};
afterEach(() => {
  undo();
  undo = () => {};
  forgetIntlNumbers();
});

const counts = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1234];
const units: TimeUnit[] = ['day', 'hour', 'minute'];

describe('counts of days, hours and minutes', () => {
  it.each([...languages])(
    "the %s dictionary's plurals read as Node's full ICU writes them",
    async (language) => {
      const i18n = await createI18n(language, ['dates']);
      for (const unit of units)
        for (const count of counts)
          expect(
            i18n.t(`dates:units.${unit}`, { count, value: formatNumber(count, language) }),
          ).toBe(
            new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
              count,
            ),
          );
    },
  );

  it('takes Kyrgyz and Kazakh words from the dictionary where Intl writes English (Chromium)', async () => {
    undo = asInChromium();
    await createI18n('ky', ['dates']);
    expect(new Intl.NumberFormat('ky', { style: 'unit', unit: 'day' }).format(3)).toMatch(/day/);
    expect(formatTimeUnit(3, 'day', 'ky')).toBe('3 күн');
    expect(formatTimeUnit(1234, 'minute', 'ky')).toBe('1\u00a0234 мүнөт');
    await createI18n('kk', ['dates']);
    expect(formatTimeUnit(5, 'hour', 'kk')).toBe('5 сағат');
    await createI18n('ru', ['dates']);
    expect(formatTimeUnit(5, 'hour', 'ru')).toBe('5 часов');
  });

  it("falls back to Intl's words when the dictionary is not loaded", async () => {
    undo = asInChromium();
    await createI18n('ky', ['common']);
    expect(formatTimeUnit(3, 'day', 'ky')).toBe('3 days');
  });
});
