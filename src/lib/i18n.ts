import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { defaultLanguage, languages, type Language } from '@/lib/languages';

type Dictionary = { default: Record<string, unknown> };

/** Dictionaries load per language when first needed: locales/<lng>/<namespace>.json. */
const loaders = import.meta.glob<Dictionary>('/locales/*/*.json');

/** Every namespace that has a Russian dictionary. */
export const namespaces: string[] = Object.keys(loaders)
  .filter((file) => file.startsWith(`/locales/${defaultLanguage}/`))
  .map((file) => file.slice(`/locales/${defaultLanguage}/`.length, -'.json'.length))
  .sort();

const lazyDictionaries: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = loaders[`/locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No dictionary ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Creates the i18next instance with every namespace of `language` (and ru as fallback) loaded. */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyDictionaries)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnEmptyString: false,
      // Start loading at once (not on a zero timeout), so start-up and tests with fake timers do not stall.
      initAsync: false,
    });
  return instance;
}
