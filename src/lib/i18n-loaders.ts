import { defaultLanguage } from '@/lib/languages';

export type Dictionary = { default: Record<string, unknown> };

/**
 * Every dictionary's loader: locales/<lng>/<namespace>.json. Kept out of the start code (its map
 * names every file of every language): src/lib/i18n.ts loads this module with the first dictionary
 * that is not a start one.
 */
export const loaders = import.meta.glob<Dictionary>('/locales/*/*.json');

/** Every namespace that has a Russian dictionary. */
export const namespaces: string[] = Object.keys(loaders)
  .filter((file) => file.startsWith(`/locales/${defaultLanguage}/`))
  .map((file) => file.slice(`/locales/${defaultLanguage}/`.length, -'.json'.length))
  .sort();
