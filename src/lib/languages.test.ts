import { describe, expect, it } from 'vitest';

import { resolveLanguage, toLanguage } from './languages';
import { offeredLanguages } from './use-language';

describe('languages', () => {
  it('falls back from the stored locale to ru', () => {
    expect(resolveLanguage('kk')).toBe('kk');
    expect(resolveLanguage('ky_KY')).toBe('ky');
    expect(resolveLanguage('de')).toBe('ru');
    expect(resolveLanguage(undefined)).toBe('ru');
    expect(resolveLanguage(42)).toBe('ru');
  });

  it('reads server codes and short codes alike', () => {
    expect(['ru_RU', 'en_US', 'kk-KZ', 'KY'].map(toLanguage)).toEqual(['ru', 'en', 'kk', 'ky']);
  });

  it('offers the server languages the kiosk has dictionaries for, with their titles and icons, or all four', () => {
    expect(
      offeredLanguages([
        { code: 'ru_RU', title: 'Русский', icon: '/ru.png' },
        { code: 'de_DE', title: 'Deutsch' },
        { code: 'en_US', title: 'English', icon: null },
        { code: 'ru', title: 'again' },
      ]),
    ).toEqual([
      { language: 'ru', title: 'Русский', icon: '/ru.png' },
      { language: 'en', title: 'English', icon: undefined },
    ]);
    expect(offeredLanguages(undefined).map((entry) => entry.language)).toEqual([
      'ru',
      'en',
      'kk',
      'ky',
    ]);
  });
});
