import { useEffect, useState } from 'react';

import type { ShellConfig } from '@shared/device-settings';
import type { KioskApi } from '@shared/kiosk-api';

import { log } from '@/lib/log';

import { getKiosk } from './kiosk';

/** The shell's config (get_conf): loading, ready, failed, or absent in a plain browser. */
export type ShellConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: ShellConfig }
  | { status: 'failed' }
  | { status: 'absent' };

// One get_conf per shell: the headers and screens that ask share the answer.
const cache = new WeakMap<KioskApi, Promise<ShellConfig>>();

/** Asks the shell for its config once; a failed answer is forgotten so the next caller asks again. */
export function loadShellConfig(kiosk: KioskApi): Promise<ShellConfig> {
  const cached = cache.get(kiosk);
  if (cached) return cached;
  const pending = kiosk.config.get();
  cache.set(kiosk, pending);
  pending.catch(() => cache.delete(kiosk));
  return pending;
}

/** The desktop shell's config for a screen: device settings, server host, OS, start error. */
export function useShellConfig(): ShellConfigState {
  const [state, setState] = useState<ShellConfigState>(() =>
    getKiosk() ? { status: 'loading' } : { status: 'absent' },
  );
  useEffect(() => {
    const kiosk = getKiosk();
    if (!kiosk) return undefined;
    let mounted = true;
    loadShellConfig(kiosk).then(
      (config) => mounted && setState({ status: 'ready', config }),
      (error: unknown) => {
        log.error('shell: get_conf failed', error);
        if (mounted) setState({ status: 'failed' });
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}

/** The shell config when it has answered, else null. */
export const readyConfig = (state: ShellConfigState): ShellConfig | null =>
  state.status === 'ready' ? state.config : null;
