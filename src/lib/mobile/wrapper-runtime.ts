import type { HostWindow } from '@/lib/bridge/platform';

/** cordova-plugin-android-permissions: the answer to a check or a request. */
export interface PermissionStatus {
  hasPermission: boolean;
}

/** The part of cordova-plugin-android-permissions the kiosk uses. */
export interface PermissionsPlugin {
  CAMERA?: string;
  checkPermission: (
    permission: string,
    success: (status: PermissionStatus) => void,
    error: (reason?: unknown) => void,
  ) => void;
  requestPermission: (
    permission: string,
    success: (status: PermissionStatus) => void,
    error: (reason?: unknown) => void,
  ) => void;
}

/** cordova-plugin-insomnia: keeps the screen on. */
export interface InsomniaPlugin {
  keepAwake: (success?: () => void, error?: (reason?: unknown) => void) => void;
  allowSleepAgain: (success?: () => void, error?: (reason?: unknown) => void) => void;
}

/** The wrapper's runtime as the kiosk sees it: `window.cordova`, its plugins and `navigator.app`. */
export type WrapperWindow = HostWindow & {
  cordova?: { platformId?: string; plugins?: { permissions?: PermissionsPlugin } };
  plugins?: { insomnia?: InsomniaPlugin };
  navigator: Navigator & { app?: { exitApp?: () => void } };
};

/** Android's name of the camera permission. */
export const CAMERA_PERMISSION = 'android.permission.CAMERA';

const isFunction = (value: unknown): value is (...args: never[]) => unknown =>
  typeof value === 'function';

/** The permissions plugin, when the wrapper has it (its methods checked: the object is untrusted). */
export function permissionsPlugin(host: WrapperWindow = window): PermissionsPlugin | undefined {
  const plugin = host.cordova?.plugins?.permissions;
  return plugin && isFunction(plugin.checkPermission) && isFunction(plugin.requestPermission)
    ? plugin
    : undefined;
}

/** The keep-awake plugin, when the wrapper has it. */
export function insomniaPlugin(host: WrapperWindow = window): InsomniaPlugin | undefined {
  const plugin = host.plugins?.insomnia;
  return plugin && isFunction(plugin.keepAwake) && isFunction(plugin.allowSleepAgain)
    ? plugin
    : undefined;
}

/** Closes the app (Cordova's navigator.app.exitApp); nothing outside the wrapper. */
export function exitApp(host: WrapperWindow = window): void {
  const exit = host.navigator.app?.exitApp;
  if (isFunction(exit)) exit.call(host.navigator.app);
}

const ready = new WeakMap<Document, Promise<void>>();

/**
 * Resolves on the wrapper's `deviceready` (its plugins usable from then on). Cordova calls a
 * listener added after the event at once; the promise is made at start-up (`startPlatform`) so
 * the simulated wrapper's event is not missed either.
 */
export function whenDeviceReady(doc: Document = document): Promise<void> {
  let promise = ready.get(doc);
  if (!promise) {
    promise = new Promise((resolve) =>
      doc.addEventListener('deviceready', () => resolve(), { once: true }),
    );
    ready.set(doc, promise);
  }
  return promise;
}
