/**
 * The kiosk window: isolated, sandboxed, no Node, served from app://, no navigation, no new
 * windows, no webviews, keyboard escapes filtered, a close guard, the cursor hidden on request.
 */
import type { DeviceSettings } from '../shared/device-settings';
import { appEntryUrl, isAppUrl } from './app-origin';
import { isBlockedShortcut, isDevToolsShortcut, type KeyInput } from './shortcuts';

/** An event whose default can be prevented. */
export interface Preventable {
  preventDefault: () => void;
}

/** The webContents surface used here (Electron's WebContents fits). */
export interface KioskWebContents {
  readonly id: number;
  on(event: 'before-input-event', listener: (event: Preventable, input: KeyInput) => void): unknown;
  on(event: 'will-navigate', listener: (event: Preventable, url: string) => void): unknown;
  on(event: 'will-redirect', listener: (event: Preventable, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: Preventable) => void): unknown;
  on(event: 'did-finish-load', listener: () => void): unknown;
  on(
    event: 'render-process-gone',
    listener: (event: unknown, details: { reason: string }) => void,
  ): unknown;
  setWindowOpenHandler: (handler: (details: { url: string }) => { action: 'deny' }) => void;
  setVisualZoomLevelLimits: (minimum: number, maximum: number) => Promise<void>;
  insertCSS: (css: string) => Promise<string>;
  loadURL: (url: string) => Promise<void>;
  reload: () => void;
  toggleDevTools: () => void;
  send: (channel: string, ...args: unknown[]) => void;
  isDestroyed: () => boolean;
}

/** The window surface used here (Electron's BrowserWindow fits). */
export interface KioskBrowserWindow {
  readonly webContents: KioskWebContents;
  on(event: 'close', listener: (event: Preventable) => void): unknown;
  on(event: 'session-end', listener: () => void): unknown;
  once(event: 'ready-to-show', listener: () => void): unknown;
  removeMenu: () => void;
  show: () => void;
  focus: () => void;
  restore: () => void;
  isMinimized: () => boolean;
  isDestroyed: () => boolean;
}

/** The options the window is created with (a subset of Electron's BrowserWindowConstructorOptions). */
export interface KioskWindowOptions {
  show: boolean;
  width: number;
  height: number;
  backgroundColor: string;
  kiosk: boolean;
  fullscreen: boolean;
  autoHideMenuBar: boolean;
  webPreferences: {
    preload: string;
    contextIsolation: true;
    sandbox: true;
    nodeIntegration: false;
    nodeIntegrationInWorker: false;
    nodeIntegrationInSubFrames: false;
    webSecurity: true;
    allowRunningInsecureContent: false;
    experimentalFeatures: false;
    webviewTag: false;
    navigateOnDragDrop: false;
    safeDialogs: true;
    spellcheck: false;
    backgroundThrottling: false;
    /** Middle-click (auxclick) could open links in new windows. */
    disableBlinkFeatures: 'Auxclick';
    devTools: boolean;
    additionalArguments: string[];
  };
}

export type WindowFactory = (options: KioskWindowOptions) => KioskBrowserWindow;

/** The window's options from the device settings. */
export function kioskWindowOptions(
  settings: Pick<DeviceSettings, 'fullscreen'>,
  options: { preloadPath: string; devTools: boolean; shellArgs: string[] },
): KioskWindowOptions {
  return {
    show: false,
    width: 1280,
    height: 1024,
    backgroundColor: '#ffffff',
    kiosk: settings.fullscreen,
    fullscreen: settings.fullscreen,
    autoHideMenuBar: true,
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      backgroundThrottling: false,
      disableBlinkFeatures: 'Auxclick',
      devTools: options.devTools,
      additionalArguments: options.shellArgs,
    },
  };
}

/** Keeps the window open until exit or relaunch lifts the guard (no Alt+F4, no stray close). */
export function createCloseGuard() {
  let lifted = false;
  return {
    lift: () => {
      lifted = true;
    },
    isLifted: () => lifted,
    onClose: (event: Preventable) => {
      if (!lifted) event.preventDefault();
    },
  };
}
export type CloseGuard = ReturnType<typeof createCloseGuard>;

export const hideCursorCss = '*, *::before, *::after { cursor: none !important; }';

/** Creates the kiosk window, guards it and loads the app. */
export function createKioskWindow(deps: {
  create: WindowFactory;
  settings: Pick<DeviceSettings, 'fullscreen' | 'cursor'>;
  preloadPath: string;
  devTools: boolean;
  shellArgs: string[];
  guard: CloseGuard;
  log: (message: string) => void;
  /** After each page load (re-send the device state). */
  onLoad?: () => void;
  /** Every key event, before filtering (a keyboard-mode RFID reader listens here). */
  onInput?: (input: KeyInput) => void;
}): KioskBrowserWindow {
  const win = deps.create(kioskWindowOptions(deps.settings, deps));
  const contents = win.webContents;
  win.removeMenu();
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  // The app never leaves itself: a link or a redirect to another origin is dropped.
  const stayInApp = (event: Preventable, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('before-input-event', (event, input) => {
    deps.onInput?.(input);
    if (deps.devTools && isDevToolsShortcut(input)) {
      event.preventDefault();
      contents.toggleDevTools();
    } else if (isBlockedShortcut(input)) {
      event.preventDefault();
    }
  });
  contents.on('did-finish-load', () => {
    // A compile-time constant, never page or user input:
    if (!deps.settings.cursor) void contents.insertCSS(hideCursorCss); // eng-disable DANGEROUS_FUNCTIONS_JS_CHECK
    void contents.setVisualZoomLevelLimits(1, 1);
    deps.onLoad?.();
  });
  contents.on('render-process-gone', (_event, details) => {
    deps.log(`Renderer gone (${details.reason})`);
    if (details.reason !== 'clean-exit') contents.reload();
  });
  win.on('close', deps.guard.onClose);
  // A Windows log-off or shutdown must not be held up by the guard.
  win.on('session-end', deps.guard.lift);
  win.once('ready-to-show', () => win.show());
  void contents
    .loadURL(appEntryUrl)
    .catch((error: Error) => deps.log(`Load failed: ${error.message}`));
  return win;
}
