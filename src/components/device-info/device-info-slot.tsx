import { detectPlatform } from '@/lib/bridge/platform';
import { deferredModule, useDeferredModule } from '@/lib/hooks/use-deferred-module';
import { withNamespaces } from '@/lib/i18n';

/**
 * The device-info bar's code and its dictionary: needed only on the desktop shell, where
 * src/app/boot.tsx loads them before the first render.
 */
export const deviceInfoModule = deferredModule(() =>
  withNamespaces(import('./device-info'), ['header']),
);

/** The device info and update button of the headers, on the desktop shell only (its code loads there only). */
export function DeviceInfoSlot() {
  const desktop = detectPlatform() === 'electron';
  const loaded = useDeferredModule(deviceInfoModule, desktop);
  if (!desktop || !loaded) return null;
  const { DeviceInfo } = loaded;
  return <DeviceInfo />;
}
