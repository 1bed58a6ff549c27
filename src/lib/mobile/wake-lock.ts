import { log } from '@/lib/log';

import { insomniaPlugin, whenDeviceReady, type WrapperWindow } from './wrapper-runtime';

/** Keeps the screen on while held. */
export interface ScreenAwake {
  hold: () => void;
  release: () => void;
}

type Sentinel = { release: () => Promise<void> };
type WakeLockApi = { request: (type: 'screen') => Promise<Sentinel> };

/**
 * The screen kept on in the mobile wrapper, once it is ready: by cordova-plugin-insomnia when the
 * wrapper has it, else by the Screen Wake Lock API (taken again when the page shows again, since
 * the browser drops it whenever the page is hidden).
 */
export function screenAwake(host: WrapperWindow = window): ScreenAwake {
  let held = false;
  let sentinel: Sentinel | null = null;
  const wakeLock = (host.navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;

  const requestLock = () => {
    if (!wakeLock || sentinel || host.document.visibilityState !== 'visible') return;
    wakeLock.request('screen').then(
      (taken) => {
        if (held) sentinel = taken;
        else void taken.release();
      },
      (error: unknown) => log.warn('wake lock: the screen cannot be kept on', error),
    );
  };
  const onVisible = () => {
    sentinel = null;
    if (held) requestLock();
  };
  const apply = async () => {
    await whenDeviceReady(host.document);
    const insomnia = insomniaPlugin(host);
    if (insomnia) {
      if (held) insomnia.keepAwake();
      else insomnia.allowSleepAgain();
      return;
    }
    if (held) {
      host.document.addEventListener('visibilitychange', onVisible);
      requestLock();
    } else {
      host.document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
      sentinel = null;
    }
  };

  return {
    hold: () => {
      if (held) return;
      held = true;
      void apply();
    },
    release: () => {
      if (!held) return;
      held = false;
      void apply();
    },
  };
}
