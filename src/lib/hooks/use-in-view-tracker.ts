import { useCallback, useEffect, useRef } from 'react';

import { useLatest } from './use-latest';

/** How much of an item must show to count as seen. */
const SEEN_RATIO = 0.5;

/**
 * Tracks which items were scrolled into view (IntersectionObserver): `track(id)` is the ref for
 * an item's element; `onLeave(seenIds)` runs once when the screen unmounts, with the ids seen
 * in the order they were first seen (spec 2 §7: PPE viewed calls are made when the screen is left).
 */
export function useInViewTracker(onLeave: (seen: string[]) => void) {
  const seen = useRef<string[]>([]);
  const elements = useRef(new Map<Element, string>());
  const observer = useRef<IntersectionObserver | null>(null);
  const leave = useLatest(onLeave);

  useEffect(() => {
    const map = elements.current;
    // The list is only ever appended to, so the cleanup reads every id seen.
    const seenIds = seen.current;
    // The caller's latest callback, read when the screen is left.
    const report = leave;
    if (typeof IntersectionObserver !== 'undefined') {
      observer.current = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const id = map.get(entry.target);
            if (id === undefined || !entry.isIntersecting) continue;
            if (!seen.current.includes(id)) seen.current.push(id);
            observer.current?.unobserve(entry.target);
          }
        },
        { threshold: SEEN_RATIO },
      );
      for (const element of map.keys()) observer.current.observe(element);
    }
    return () => {
      observer.current?.disconnect();
      observer.current = null;
      report.current([...seenIds]);
    };
  }, [leave]);

  return useCallback(
    (id: string) => (element: Element | null) => {
      const map = elements.current;
      for (const [known, knownId] of map) {
        if (knownId === id && known !== element) {
          observer.current?.unobserve(known);
          map.delete(known);
        }
      }
      if (!element || map.has(element)) return;
      map.set(element, id);
      if (!seen.current.includes(id)) observer.current?.observe(element);
    },
    [],
  );
}
