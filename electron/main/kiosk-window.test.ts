import { EventEmitter } from 'node:events';

import { describe, expect, it, vi } from 'vitest';

import {
  createCloseGuard,
  createKioskWindow,
  hideCursorCss,
  kioskWindowOptions,
  type KioskBrowserWindow,
  type KioskWindowOptions,
} from './kiosk-window';
import { shellArguments } from '../shared/shell-args';
import { keyInput } from './testing/key-input';

const preventable = () => ({ preventDefault: vi.fn() });
const key = keyInput;

function fakeWindow() {
  const contents = Object.assign(new EventEmitter(), {
    id: 3,
    css: [] as string[],
    loaded: '',
    openHandler: undefined as undefined | ((details: { url: string }) => { action: 'deny' }),
    devTools: 0,
    reloads: 0,
    setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
      this.openHandler = handler;
    },
    setVisualZoomLevelLimits: vi.fn(async () => undefined),
    async insertCSS(css: string) {
      this.css.push(css);
      return '';
    },
    async loadURL(url: string) {
      this.loaded = url;
    },
    reload() {
      this.reloads += 1;
    },
    toggleDevTools() {
      this.devTools += 1;
    },
    send: vi.fn(),
    isDestroyed: () => false,
  });
  const win = Object.assign(new EventEmitter(), {
    webContents: contents,
    removeMenu: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
    restore: vi.fn(),
    isMinimized: () => false,
    isDestroyed: () => false,
  });
  return { win, contents };
}

function open(settings = { fullscreen: true, cursor: false }, devTools = false) {
  const { win, contents } = fakeWindow();
  let options: KioskWindowOptions | undefined;
  const guard = createCloseGuard();
  const onLoad = vi.fn();
  createKioskWindow({
    create: (given) => {
      options = given;
      return win as unknown as KioskBrowserWindow;
    },
    settings,
    preloadPath: '/app/dist-electron/preload/index.cjs',
    devTools,
    shellArgs: shellArguments({ os: 'linux', startError: false }),
    guard,
    log: vi.fn(),
    onLoad,
  });
  return { win, contents, options: options!, guard, onLoad };
}

describe('kioskWindowOptions', () => {
  it('isolates and sandboxes the page, with no Node and web security on', () => {
    const { webPreferences } = kioskWindowOptions(
      { fullscreen: true },
      { preloadPath: '/p.cjs', devTools: false, shellArgs: [] },
    );
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      backgroundThrottling: false,
      disableBlinkFeatures: 'Auxclick',
      devTools: false,
      preload: '/p.cjs',
    });
  });

  it('takes kiosk and fullscreen from the device settings', () => {
    const options = (fullscreen: boolean) =>
      kioskWindowOptions({ fullscreen }, { preloadPath: '', devTools: true, shellArgs: [] });
    expect(options(true)).toMatchObject({ kiosk: true, fullscreen: true });
    expect(options(false)).toMatchObject({ kiosk: false, fullscreen: false });
  });

  it('passes the shell facts to the preload', () => {
    expect(shellArguments({ os: 'windows', startError: true })).toEqual([
      '--kiosk-os=windows',
      '--kiosk-start-error=1',
    ]);
  });
});

describe('createKioskWindow', () => {
  it('loads the app from app:// without a menu', () => {
    const { contents, win, options } = open();
    expect(contents.loaded).toBe('app://kiosk/index.html');
    expect(win.removeMenu).toHaveBeenCalled();
    expect(options.webPreferences.additionalArguments).toEqual([
      '--kiosk-os=linux',
      '--kiosk-start-error=0',
    ]);
  });

  it('denies new windows and navigation away from the app', () => {
    const { contents } = open();
    expect(contents.openHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    const away = preventable();
    contents.emit('will-navigate', away, 'https://evil.example/');
    expect(away.preventDefault).toHaveBeenCalled();
    const inside = preventable();
    contents.emit('will-navigate', inside, 'app://kiosk/index.html');
    expect(inside.preventDefault).not.toHaveBeenCalled();
    const redirect = preventable();
    contents.emit('will-redirect', redirect, 'http://10.0.0.2/');
    expect(redirect.preventDefault).toHaveBeenCalled();
    const webview = preventable();
    contents.emit('will-attach-webview', webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('filters keyboard escapes and keeps Ctrl+N', () => {
    const { contents } = open();
    for (const input of [
      key('F5'),
      key('r', { control: true }),
      key('I', { control: true, shift: true }),
    ]) {
      const event = preventable();
      contents.emit('before-input-event', event, input);
      expect(event.preventDefault).toHaveBeenCalled();
    }
    const skip = preventable();
    contents.emit('before-input-event', skip, key('n', { control: true }));
    expect(skip.preventDefault).not.toHaveBeenCalled();
    expect(contents.devTools).toBe(0);
  });

  it('opens the devtools with F12 only when unpackaged', () => {
    const { contents } = open({ fullscreen: false, cursor: true }, true);
    contents.emit('before-input-event', preventable(), key('F12'));
    expect(contents.devTools).toBe(1);
  });

  it('hides the cursor after each load unless the settings show it', () => {
    const hidden = open({ fullscreen: true, cursor: false });
    hidden.contents.emit('did-finish-load');
    expect(hidden.contents.css).toEqual([hideCursorCss]);
    expect(hidden.onLoad).toHaveBeenCalled();
    const shown = open({ fullscreen: true, cursor: true });
    shown.contents.emit('did-finish-load');
    expect(shown.contents.css).toEqual([]);
  });

  it('reloads a crashed page', () => {
    const { contents } = open();
    contents.emit('render-process-gone', {}, { reason: 'crashed' });
    expect(contents.reloads).toBe(1);
  });

  it('keeps the window open until the close guard is lifted (here by a session end)', () => {
    const { win, guard } = open();
    expect(guard.isLifted()).toBe(false);
    const first = preventable();
    win.emit('close', first);
    expect(first.preventDefault).toHaveBeenCalled();
    win.emit('session-end');
    const second = preventable();
    win.emit('close', second);
    expect(second.preventDefault).not.toHaveBeenCalled();
  });
});
