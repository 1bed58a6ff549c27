import { useCallback, useEffect, useMemo, useRef } from 'react';

import type { RuntimeConfig } from '@/config/env';
import { getSettings } from '@/lib/api/endpoints/settings';
import type { Settings } from '@/lib/api/schemas/settings';
import { isApiError } from '@/lib/api/errors';
import { detectPlatform } from '@/lib/bridge/platform';
import { zoomPrefsOf } from '@/lib/bridge/shell-runtime';
import { useShellConfig } from '@/lib/bridge/use-shell-config';
import { useLatest } from '@/lib/hooks/use-latest';
import { log } from '@/lib/log';
import { within } from '@/lib/within';
import {
  selectInitialized,
  selectSettings,
  selectSettingsError,
  desktopStartErrorRaised,
  settingsFailed,
  settingsLoaded,
  type SettingsError,
} from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import type { AppDispatch } from '@/lib/state/root-reducer';

import {
  applySettingsToDocument,
  INITIAL_RELOAD_MS,
  isHttpUrl,
  isLocalhost,
  SETTINGS_REFRESH_MS,
} from './initialisation';

/** The first settings call, made before the first render (prefetchSettings), for the first load to take. */
let early: { request: Promise<Settings>; controller: AbortController } | null = null;

/**
 * Starts the first settings call as soon as the request helper is wired, before the first render,
 * so the start screen does not wait for a render to ask (issue 12 item 3). The first load of
 * useInitialisation takes it over; a later load asks again.
 */
export function prefetchSettings(config: Pick<RuntimeConfig, 'mode' | 'serverHost'>) {
  if (config.mode === 'server' && !isHttpUrl(config.serverHost)) return;
  const controller = new AbortController();
  const request = getSettings(controller.signal);
  // Whoever takes it over reports its failure.
  request.catch(() => undefined);
  early = { request, controller };
}

/** How long start-up waits for the early settings call before the first render (settleEarlySettings). */
export const FIRST_RENDER_WAIT_MS = 1_000;

/**
 * Waits, at most `waitMs`, for the early settings call and puts its settings in the store before
 * the first render. The kiosk's first screen is then the start screen itself, not the waiting
 * screen that gives way to it a moment later: one whole render fewer before the start screen paints
 * on a slow tablet (issue 12 item 3). Meanwhile index.html's splash shows. A failed or slower call
 * is left to the first load of useInitialisation, which takes it over as before.
 */
export async function settleEarlySettings(
  dispatch: AppDispatch,
  waitMs = FIRST_RENDER_WAIT_MS,
): Promise<void> {
  const pending = early;
  if (!pending) return;
  const settings = await within(
    pending.request.catch(() => null),
    waitMs,
  );
  if (settings && early === pending) dispatch(settingsLoaded(settings));
}

const takeEarly = () => {
  const taken = early;
  early = null;
  return taken;
};

const toSettingsError = (error: unknown): SettingsError =>
  isApiError(error) && (error.status === 500 || error.kind === 'invalid')
    ? 'serverError'
    : 'networkError';

/**
 * Initialisation (spec 1 §4): loads the settings, re-fetches them every 10 minutes, and after a
 * failed first load reloads the page in 60 s unless the server is localhost.
 */
export function useInitialisation(
  config: Pick<RuntimeConfig, 'mode' | 'serverHost'>,
  reload: () => void = () => window.location.reload(),
) {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const initialized = useAppSelector(selectInitialized);
  const settingsError = useAppSelector(selectSettingsError);
  const reloadPage = useLatest(reload);
  const controller = useRef<AbortController | null>(null);
  const loadedOnce = useRef(false);

  const load = useCallback(async () => {
    if (config.mode === 'server' && !isHttpUrl(config.serverHost)) {
      dispatch(settingsFailed('invalidUrl'));
      return;
    }
    controller.current?.abort();
    const taken = takeEarly();
    const current = taken?.controller ?? new AbortController();
    controller.current = current;
    try {
      dispatch(settingsLoaded(await (taken?.request ?? getSettings(current.signal))));
      loadedOnce.current = true;
    } catch (error) {
      if (isApiError(error) && error.handledStop) return;
      if (loadedOnce.current) log.warn('settings refresh failed; keeping the last settings', error);
      else {
        dispatch(settingsFailed(toSettingsError(error)));
        // The shell's own server on localhost is unreachable: setup must fix the address.
        if (detectPlatform() === 'electron' && isLocalhost(config.serverHost))
          dispatch(desktopStartErrorRaised());
      }
    }
  }, [config.mode, config.serverHost, dispatch]);

  useEffect(() => {
    void load();
    const id = setInterval(() => void load(), SETTINGS_REFRESH_MS);
    return () => {
      clearInterval(id);
      controller.current?.abort();
    };
  }, [load]);

  const reloadScheduled = !initialized && settingsError !== null && !isLocalhost(config.serverHost);
  useEffect(() => {
    if (!reloadScheduled) return undefined;
    const id = setTimeout(() => reloadPage.current(), INITIAL_RELOAD_MS);
    return () => clearTimeout(id);
  }, [reloadScheduled, reloadPage]);

  const shell = useShellConfig();
  const zoomPrefs = useMemo(
    () => zoomPrefsOf(shell.status === 'ready' ? shell.config : null),
    [shell],
  );
  useEffect(() => {
    if (settings) applySettingsToDocument(settings, document, zoomPrefs);
  }, [settings, zoomPrefs]);

  return { retry: load, reloadInSeconds: reloadScheduled ? INITIAL_RELOAD_MS / 1000 : null };
}
