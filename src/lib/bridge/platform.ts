import type { KioskApi } from '@shared/kiosk-api';

import type { Platform } from '@/lib/api/client';

/** The window as the wrappers extend it: the desktop shell adds `kiosk`, the mobile wrapper `cordova`. */
export type HostWindow = Window & { kiosk?: KioskApi; cordova?: unknown };

/** Where the kiosk runs: the desktop shell, the mobile wrapper, or a plain browser (the X-PLATFORM value). */
/** The desktop shell reports that it could not start. */
export const shellStartError = (host: HostWindow = window): boolean =>
  host.kiosk?.startError === true;

export function detectPlatform(host: HostWindow = window): Platform {
  if (host.kiosk?.platform === 'electron') return 'electron';
  if (host.cordova !== undefined) return 'cordova';
  return 'browser';
}
