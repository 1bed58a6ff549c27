/** The interface languages (spec 1 §1): ru is the default. */
export const languages = ['ru', 'en', 'kk', 'ky'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ru';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Server language codes (ru_RU, en_US, kk_KZ, ky_KY) and short codes both map to a language. */
export function toLanguage(code: unknown): Language | undefined {
  if (typeof code !== 'string') return undefined;
  const short = code.trim().toLowerCase().split(/[_-]/)[0];
  return isLanguage(short) ? short : undefined;
}

/** Fallback rule: the stored locale when it is a known language, otherwise ru. */
export const resolveLanguage = (stored: unknown): Language => toLanguage(stored) ?? defaultLanguage;
