import type { TFunction } from 'i18next';

/**
 * Translates a key chosen at run time (a toast's or a breadcrumb's, namespace included). Such keys
 * cannot be checked by the compiler; a missing one shows the key itself and fails the locale tests.
 */
export function translateKey(t: TFunction, key: string, params?: Record<string, unknown>): string {
  return (t as unknown as (k: string, p?: Record<string, unknown>) => string)(key, params);
}
