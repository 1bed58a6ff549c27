import { useRuntimeConfig } from '@/lib/runtime-config';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

/**
 * Developer mode (spec 1 §3, §6): Skip on every step and right answers highlighted. Either source
 * turns it on: the terminal's configuration (config.json devMode) or the server's
 * settings.device_settings.devMode.
 */
export function useDevMode(): boolean {
  const { devMode } = useRuntimeConfig();
  const fromServer = useAppSelector(selectSettings)?.device_settings.devMode ?? false;
  return devMode || fromServer;
}
