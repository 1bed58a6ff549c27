import { useEffect, useState } from 'react';

import { log } from '@/lib/log';
import { whenIdle } from '@/lib/when-idle';

/** Code kept out of the start bundle: imported once, when first asked for, then held. */
export interface DeferredModule<T> {
  /** The module once it has arrived, else null. */
  readonly current: T | null;
  /** Starts the import (or joins the one under way); a failed import is tried again next time. */
  load: () => Promise<T>;
}

/** A module that loads only when asked (`load()`), e.g. after the first render or before it on the desktop. */
export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let current: T | null = null;
  let pending: Promise<T> | null = null;
  const load = () => {
    pending ??= importer().then(
      (module) => (current = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    get current() {
      return current;
    },
    load,
  };
}

/**
 * A deferred module for rendering: at once when it has already arrived, else null until it does.
 * While `wanted`, it is loaded after the render, or with `idle` once the browser is idle (code for
 * later, e.g. the header shown after a login, loads after the current screen has painted). A
 * failure is logged; a change of `wanted` or `idle`, or a new mount, tries again, and so does a
 * pause of `retryMs` when given (code nothing else on screen stands in for). No Suspense: nothing
 * else on screen waits or blinks for it.
 */
export function useDeferredModule<T>(
  module: DeferredModule<T>,
  wanted = true,
  options: { idle?: boolean; retryMs?: number } = {},
): T | null {
  return useDeferredModuleStatus(module, wanted, options).module;
}

/**
 * useDeferredModule, also saying whether the last download failed (`failed` until a later attempt
 * brings the code): for a caller that holds something back until the code arrives and must not
 * hold it for ever.
 */
export function useDeferredModuleStatus<T>(
  module: DeferredModule<T>,
  wanted = true,
  { idle = false, retryMs }: { idle?: boolean; retryMs?: number } = {},
): { module: T | null; failed: boolean } {
  const [loaded, setLoaded] = useState(() => module.current);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded || !wanted) return undefined;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      module.load().then(
        (arrived) => live && setLoaded(() => arrived),
        (error: unknown) => {
          log.warn('a part of the screen could not be loaded', error);
          if (live) setFailed(true);
          if (retryMs !== undefined && live)
            retry = setTimeout(() => live && setAttempt((count) => count + 1), retryMs);
        },
      );
    const cancel = idle ? whenIdle(() => void load()) : (void load(), undefined);
    return () => {
      live = false;
      cancel?.();
      clearTimeout(retry);
    };
  }, [attempt, idle, loaded, module, retryMs, wanted]);
  return { module: loaded, failed: failed && !loaded };
}
