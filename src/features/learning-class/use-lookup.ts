import { useEffect, useState } from 'react';

import type { LookupOption } from '@/lib/api/schemas/learning-class';
import { log } from '@/lib/log';

import { LOOKUP_DEBOUNCE_MS } from './class-constants';

const LIMIT = 10;

/**
 * Options for a typed text, asked 400 ms after the last keystroke (spec 2 §5); at most 10 are kept,
 * and an emptied text shows none. A failed lookup is logged and shows none.
 */
export function useLookup(
  text: string,
  search: (query: string) => Promise<LookupOption[]>,
): LookupOption[] {
  const query = text.trim();
  const [found, setFound] = useState<{ query: string; options: LookupOption[] } | null>(null);

  useEffect(() => {
    if (!query) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      search(query).then(
        (options) => live && setFound({ query, options: options.slice(0, LIMIT) }),
        (error: unknown) => {
          log.error('learningClass: lookup', error);
          if (live) setFound({ query, options: [] });
        },
      );
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, search]);

  return query && found?.query === query ? found.options : [];
}
