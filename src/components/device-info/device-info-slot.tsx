import { detectPlatform } from '@/lib/bridge/platform';
import { deferredModule, useDeferredModule } from '@/lib/hooks/use-deferred-module';
import { withNamespaces } from '@/lib/i18n';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

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

/** The update prompt's code and the header's dictionary (its button), loaded only when it shows. */
const updatePromptModule = deferredModule(() =>
  withNamespaces(import('./update-prompt'), ['header']),
);

/** The startup screen's update prompt: the desktop shell only, while the settings say can_update (spec 1 §4). */
export function UpdatePromptSlot() {
  const canUpdate = !!useAppSelector(selectSettings)?.updateState?.can_update;
  const wanted = canUpdate && detectPlatform() === 'electron';
  const loaded = useDeferredModule(updatePromptModule, wanted);
  if (!wanted || !loaded) return null;
  const { UpdatePrompt } = loaded;
  return <UpdatePrompt />;
}
