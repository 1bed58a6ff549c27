import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { deferredModule } from '@/lib/hooks/use-deferred-module';
import { languages, type Language } from '@/lib/languages';

import type { Dictionary } from './i18n-loaders';

/**
 * The loaders of the dictionaries the shell (toasts, errors) and the start screen show: the only
 * dictionaries loaded before the first render. Each route loads its own (src/app/screen.tsx).
 * scripts/budget-bytes.mjs reads these names from the source: keep them literal file patterns.
 */
const startLoaders = import.meta.glob<Dictionary>([
  '/locales/*/app.json',
  '/locales/*/auth.json',
  '/locales/*/common.json',
  '/locales/*/errors.json',
]);

/** The namespaces loaded before the first render (those of `startLoaders`). */
export const startNamespaces: string[] = [
  ...new Set(Object.keys(startLoaders).map((file) => file.split('/')[3]?.replace(/\.json$/, ''))),
].filter((ns): ns is string => Boolean(ns));

/**
 * The namespaces of texts the start screen shows only later or elsewhere (the header after a login
 * and the desktop's device panel, the on-screen keyboard, the screensaver, a form's checks): loaded
 * right after the first render, before it on the desktop or with a stored session
 * (src/app/boot.tsx), and before any other screen shows (src/app/screen.tsx).
 * scripts/budget-bytes.mjs reads this list from the source: keep it a literal list of names.
 */
export const laterNamespaces = ['header', 'keyboard', 'outcome', 'screensaver', 'validation'];

/** Every other dictionary's loader, in a module of its own, loaded with the first one asked for. */
const allLoaders = deferredModule(() => import('./i18n-loaders'));

const loaderOf = async (language: string, namespace: string) => {
  const file = `/locales/${language}/${namespace}.json`;
  return startLoaders[file] ?? (await allLoaders.load()).loaders[file];
};

/** The instance the app renders with, for routes that load their dictionaries before showing. */
let current: I18n | null = null;

const lazyDictionaries: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loaderOf(language, namespace)
      .then((load) => {
        if (!load) throw new Error(`No dictionary ${language}/${namespace}`);
        return load();
      })
      .then(
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
export async function createI18n(language: Language, ns?: readonly string[]): Promise<I18n> {
  const list = ns ?? (await allLoaders.load()).namespaces;
  const instance = i18next.createInstance();
  await instance
    .use(lazyDictionaries)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...languages],
      ns: [...list],
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

/**
 * Lazily loaded code together with the dictionaries it shows, so it never shows a bare key:
 * `withNamespaces(import('./part'), ['ns'])`. tests/perf/route-namespaces.test.ts finds these calls
 * and checks each list against what the code shows.
 */
export const withNamespaces = <T>(code: Promise<T>, ns: readonly string[]): Promise<T> =>
  Promise.all([code, loadNamespaces(ns)]).then(([module]) => module);
