/**
 * Which permission requests the kiosk page gets: the camera (video only) for the app's own main
 * frame, and nothing else — no microphone, notifications, geolocation, serial, HID or USB.
 */
import { isAppUrl } from './app-origin';

/** A permission request as the session reports it (a subset of Electron's details). */
export interface PermissionAsk {
  permission: string;
  /** The requesting page's URL or origin. */
  origin: string | undefined;
  isMainFrame: boolean;
  /** For 'media' requests: what is asked for. */
  mediaTypes?: readonly string[];
}

/** setPermissionRequestHandler: grant only a video-only media request of the app's main frame. */
export function isPermissionGranted(ask: PermissionAsk): boolean {
  if (ask.permission !== 'media' || !ask.isMainFrame || !isAppUrl(ask.origin)) return false;
  const types = ask.mediaTypes ?? [];
  return types.length > 0 && types.every((type) => type === 'video');
}

/** setPermissionCheckHandler: the same rule for the synchronous checks ('media' + 'video'). */
export function isPermissionCheckGranted(
  permission: string,
  origin: string | undefined,
  mediaType: string | undefined,
): boolean {
  return permission === 'media' && mediaType === 'video' && isAppUrl(origin);
}
