import { detectPlatform } from '@/lib/bridge/platform';
import { useRuntimeConfig } from '@/lib/runtime-config';

/** The on-screen keyboard shows in the desktop shell, or when the device setting turns it on. */
export function useShowKeyboard(): boolean {
  const { keyboard } = useRuntimeConfig();
  return keyboard || detectPlatform() === 'electron';
}
