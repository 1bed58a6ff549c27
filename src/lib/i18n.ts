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

/**
 * The namespaces the shell (header, toasts, screensaver, errors) and the start screen show: the only
 * dictionaries loaded before the first render. Each route loads its own (src/app/lazy-screens.tsx).
 * scripts/budget-bytes.mjs reads this list from the source: keep it a literal list of names.
 */
export const startNamespaces = [
  'app',
  'auth',
  'common',
  'errors',
  'header',
  'keyboard',
  'screensaver',
  'validation',
];

/** The instance the app renders with, for routes that load their dictionaries before showing. */
let current: I18n | null = null;

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

/**
 * Creates the i18next instance with the namespaces `ns` (all by default) of `language` loaded, and
 * only of that language: every dictionary has the same keys (locales.test.ts), so no fallback
 * language is fetched. Later namespaces load with the screens that need them (loadNamespaces).
 */
export async function createI18n(
  language: Language,
  ns: readonly string[] = namespaces,
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyDictionaries)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...languages],
      ns: [...ns],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnEmptyString: false,
      // Start loading at once (not on a zero timeout), so start-up and tests with fake timers do not stall.
      initAsync: false,
    });
  current = instance;
  return instance;
}

/**
 * Loads dictionaries into the app's instance (in its current language) before a screen shows, so
 * no key flashes; a language change later reloads every loaded namespace.
 */
export async function loadNamespaces(ns: readonly string[]): Promise<void> {
  if (current) await current.loadNamespaces([...ns]);
}
