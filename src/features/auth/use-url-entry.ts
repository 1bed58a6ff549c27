import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { log } from '@/lib/log';

import {
  entryFromUrl,
  hasEntryParam,
  TABEL_QUERY,
  withoutEntryParam,
  type UrlEntry,
} from './tabel-number';

/** Longest piece of an ignored address value that goes to the log. */
const LOGGED_VALUE_LENGTH = 40;

/**
 * Takes a tabel_namber from the address once (spec 1 §2, GUIDE.md §9): read when the start screen
 * opens, then removed from the page's query (history.replaceState, the hash route kept) and from the
 * hash route's query (through the router, so it knows), other parameters left as they were. A later
 * return to / or a reload therefore shows a real start screen instead of logging the number in again.
 */
export function useUrlEntry(): UrlEntry {
  const location = useLocation();
  const navigate = useNavigate();
  const [entry] = useState(() => entryFromUrl(location.search, window.location.search));
  const consumed = useRef(false);

  useEffect(() => {
    if (consumed.current || entry.kind === 'none') return;
    consumed.current = true;
    if (entry.kind === 'invalid') {
      log.warn(
        `login: ignoring ${TABEL_QUERY} from the address, not a personnel number: ${JSON.stringify(
          entry.value.slice(0, LOGGED_VALUE_LENGTH),
        )}`,
      );
    }
    const page = window.location;
    if (hasEntryParam(page.search)) {
      window.history.replaceState(
        window.history.state,
        '',
        `${page.pathname}${withoutEntryParam(page.search)}${page.hash}`,
      );
    }
    if (hasEntryParam(location.search)) {
      navigate(
        { pathname: location.pathname, search: withoutEntryParam(location.search) },
        { replace: true, state: location.state },
      );
    }
    // Only on arrival: the address is read and cleaned once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return entry;
}
