import { useCallback, useEffect, useRef } from 'react';

import { useLatest } from '@/lib/hooks/use-latest';
import { log } from '@/lib/log';

import type { MaterialError, MaterialViewerProps } from './material-contract';

/** Returns a stable function that calls the latest `callback` the first time only. */
export function useOnce(callback: () => void) {
  const latest = useLatest(callback);
  const done = useRef(false);
  return useCallback(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, [latest]);
}

/**
 * The viewer's reports, each at most once: `watched()`, `loaded()` and `failed(error, details)`
 * (logged). A missing url is reported at once; `missing` tells the viewer to show nothing but the message.
 */
export function useMaterialReports({ url, onWatched, onError, onLoaded }: MaterialViewerProps) {
  const watched = useOnce(onWatched);
  const loaded = useOnce(() => onLoaded?.());
  const onErrorLatest = useLatest(onError);
  const reported = useRef(false);
  const failed = useCallback(
    (error: MaterialError, details?: unknown) => {
      if (reported.current) return;
      reported.current = true;
      log.error(
        `material: ${error === 'missingLink' ? 'missing link to the file' : 'file load error'}`,
        details,
      );
      onErrorLatest.current(error);
    },
    [onErrorLatest],
  );
  const missing = !url;
  useEffect(() => {
    if (missing) failed('missingLink');
  }, [missing, failed]);
  return { watched, loaded, failed, missing };
}
