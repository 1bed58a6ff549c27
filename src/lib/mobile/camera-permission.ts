import type { MediaDevicesLike } from '@/lib/camera/video-stream';
import { log } from '@/lib/log';

import {
  CAMERA_PERMISSION,
  permissionsPlugin,
  whenDeviceReady,
  type PermissionStatus,
  type WrapperWindow,
} from './wrapper-runtime';

/**
 * Asks Android for the camera permission (the web view's getUserMedia needs the app to hold it):
 * checks first, asks only when it is not granted. True when granted; a wrapper without the
 * permissions plugin leaves the question to the web view (true).
 */
export async function askCameraPermission(host: WrapperWindow = window): Promise<boolean> {
  await whenDeviceReady(host.document);
  const plugin = permissionsPlugin(host);
  if (!plugin) return true;
  const permission = plugin.CAMERA ?? CAMERA_PERMISSION;
  const call = (method: 'checkPermission' | 'requestPermission') =>
    new Promise<boolean>((resolve) =>
      plugin[method](
        permission,
        (status: PermissionStatus) => resolve(status?.hasPermission === true),
        (reason?: unknown) => {
          log.warn(`camera permission: ${method} failed`, reason);
          resolve(false);
        },
      ),
    );
  return (await call('checkPermission')) || call('requestPermission');
}

/** The error getUserMedia gives for a refused permission (the camera step shows its text). */
const refused = () => new DOMException('camera permission refused', 'NotAllowedError');

/**
 * The browser's cameras as the mobile wrapper must use them: the camera permission is asked for
 * before a stream opens, and a refusal fails the stream as a refused getUserMedia would.
 */
export function wrapperMediaDevices(
  media: MediaDevicesLike,
  host: WrapperWindow = window,
): MediaDevicesLike {
  return {
    enumerateDevices: () => media.enumerateDevices(),
    getUserMedia: async (constraints) => {
      if (!(await askCameraPermission(host))) throw refused();
      return media.getUserMedia(constraints);
    },
  };
}
