import type { KioskApi } from '@shared/kiosk-api';

import type { RuntimeConfig } from '@/config/env';
import type { Platform } from '@/lib/api/client';
import { simulatedWrapperAllowed } from '@/lib/mobile/simulated-gate';
import type { SimulatedWrapperHost } from '@/lib/mobile/simulated-wrapper';
import { whenDeviceReady } from '@/lib/mobile/wrapper-runtime';

import type { BuildEnv } from './simulated-gate';

/** The window as the wrappers extend it: the desktop shell adds `kiosk`, the mobile wrapper `cordova`. */
export type HostWindow = Window & { kiosk?: KioskApi; cordova?: unknown };

/** The desktop shell reports that it could not start. */
export const shellStartError = (host: HostWindow = window): boolean =>
  host.kiosk?.startError === true;

/** The configuration says the kiosk runs in the mobile wrapper, real (`platform: "cordova"`) or simulated. */
let declaredWrapper = false;

/** Where the kiosk runs: the desktop shell, the mobile wrapper, or a plain browser (the X-PLATFORM value). */
export function detectPlatform(host: HostWindow = window): Platform {
  if (host.kiosk?.platform === 'electron') return 'electron';
  if (host.cordova !== undefined || declaredWrapper) return 'cordova';
  return 'browser';
}

/**
 * Start-up, before the first request: notes a wrapper declared by the runtime configuration, loads
 * and installs the simulated wrapper when it is switched on and allowed (its code stays out of the
 * start bundle; `deviceready` tells when it is there), starts listening for the wrapper's
 * `deviceready`, and returns the platform the kiosk runs on.
 */
export function startPlatform(
  config: Pick<RuntimeConfig, 'platform' | 'mobile' | 'mode'>,
  env: BuildEnv = import.meta.env,
  host: HostWindow = window,
): Platform {
  const simulated = simulatedWrapperAllowed(config, env) && host.cordova === undefined;
  declaredWrapper = config.platform === 'cordova' || simulated;
  const platform = detectPlatform(host);
  if (platform === 'cordova') void whenDeviceReady(host.document);
  if (simulated)
    void import('@/lib/mobile/simulated-wrapper').then(({ installSimulatedWrapper }) =>
      installSimulatedWrapper(host as SimulatedWrapperHost),
    );
  return platform;
}
