import { useState } from 'react';

import { useTimeout } from '@/lib/hooks/use-timeout';

import { PAGE_TRANSITION_MS } from './material-constants';

/**
 * Paging with the spec's 500 ms transition: the page fades out, then the next one shows.
 * While a change is under way further presses are ignored, so a double tap moves one page.
 */
export function usePageTransition(total: number) {
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<number | null>(null);
  useTimeout(
    () => {
      if (target !== null) setPage(target);
      setTarget(null);
    },
    PAGE_TRANSITION_MS,
    target !== null,
  );
  const go = (delta: -1 | 1) => {
    const next = page + delta;
    if (target === null && next >= 1 && next <= total) setTarget(next);
  };
  return { page, changing: target !== null, previous: () => go(-1), next: () => go(1) };
}
