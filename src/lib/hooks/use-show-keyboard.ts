import { detectPlatform } from '@/lib/bridge/platform';
import { useRuntimeConfig } from '@/lib/runtime-config';

/**
 * The on-screen keyboard shows in the desktop shell, or when the device setting turns it on; never
 * inside the mobile wrapper (detected, or named by its configuration), where the device's own
 * keyboard serves (issue 13 item 3).
 */
export function useShowKeyboard(): boolean {
  const { keyboard, platform: configured } = useRuntimeConfig();
  const platform = detectPlatform();
  if (platform === 'cordova' || configured === 'cordova') return false;
  return keyboard || platform === 'electron';
}
