import { useCallback, useEffect, useRef, useState } from 'react';

import type { UpdateInfo } from '@shared/device-settings';

import { useTimeout } from '@/lib/hooks/use-timeout';
import { log } from '@/lib/log';
import {
  canUpdateChanged,
  selectSettings,
  selectUpdateStatus,
  updateStatusChanged,
} from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { toastShown } from '@/lib/state/toast-slice';

import { getKiosk } from './kiosk';
import { UPDATE_ERROR_RESET_MS, updateApplicable } from './update-rules';
import { loadShellConfig } from './use-shell-config';

/**
 * Keeps update_status in step with the shell (mounted once, in the app shell): every status the
 * shell pushes; on 'error' the toast 'Update error. Check the console.' and, 10 s later, none.
 */
export function useUpdateStatus() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectUpdateStatus);
  const previous = useRef(status);
  useEffect(
    () => getKiosk()?.update.onStatus((next) => dispatch(updateStatusChanged(next))),
    [dispatch],
  );
  useEffect(() => {
    if (status === 'error' && previous.current !== 'error')
      dispatch(toastShown({ kind: 'error', messageKey: 'header:update.error' }));
    previous.current = status;
  }, [dispatch, status]);
  useTimeout(
    () => dispatch(updateStatusChanged('none')),
    UPDATE_ERROR_RESET_MS,
    status === 'error',
  );
}

/**
 * The update the terminal may install, or null (also kept as isCanUpdate in the app state). Asks
 * the shell (get_isUpdated) at mount and again whenever the server's updateState changes.
 */
export function useAvailableUpdate(): UpdateInfo | null {
  const dispatch = useAppDispatch();
  const updateState = useAppSelector(selectSettings)?.updateState;
  const key = `${updateState?.can_update ?? ''}/${updateState?.new_version ?? ''}`;
  const [info, setInfo] = useState<UpdateInfo | null>(null);
  useEffect(() => {
    const kiosk = getKiosk();
    if (!kiosk) return undefined;
    let mounted = true;
    Promise.all([loadShellConfig(kiosk), kiosk.update.check()]).then(
      ([config, available]) => {
        if (!mounted) return;
        const applicable = updateApplicable(available, config.os, config.deviceSettings.version);
        setInfo(applicable ? available : null);
        dispatch(canUpdateChanged(applicable));
      },
      (error: unknown) => log.warn(`update: the check failed (${key})`, error),
    );
    return () => {
      mounted = false;
    };
  }, [dispatch, key]);
  return info;
}

/** Starts an update: 'Update started. Wait!' when the shell accepts it, else the error state. */
export function useStartUpdate() {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const kiosk = getKiosk();
    if (!kiosk) return;
    dispatch(updateStatusChanged('update'));
    const result = await kiosk.update.start().catch((error: unknown) => ({
      ok: false as const,
      code: 'ipc',
      message: String(error),
    }));
    if (result.ok) {
      dispatch(toastShown({ kind: 'success', messageKey: 'header:update.started' }));
      return;
    }
    log.error(`update: start failed (${result.code})`, result.message);
    dispatch(updateStatusChanged('error'));
  }, [dispatch]);
}
