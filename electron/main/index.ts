/**
 * The desktop shell's entry: the only main-process file that imports 'electron'. It registers the
 * app:// scheme, takes the single-instance lock, hardens the session and hands Electron's objects
 * to startShell (shell.ts), where everything else is wired and testable without Electron.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  powerSaveBlocker,
  protocol,
  safeStorage,
  session,
} from 'electron';

import { appScheme } from './app-origin';
import { createSerialDevices, toLogEntry } from './devices/serial-devices';
import { listSystemSerialPorts, openSystemSerialConnection } from './devices/system-serial';
import { firstIpv4 } from './machine-facts';
import { isPermissionCheckGranted, isPermissionGranted } from './permissions';
import { startShell } from './shell';

protocol.registerSchemesAsPrivileged([
  {
    scheme: appScheme,
    privileges: {
      standard: true,
      secure: true,
      supportFetchAPI: true,
      corsEnabled: true,
      stream: true,
    },
  },
]);
app.enableSandbox();

async function boot() {
  Menu.setApplicationMenu(null);
  powerSaveBlocker.start('prevent-display-sleep');
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(
      isPermissionGranted({
        permission,
        origin: details.requestingUrl,
        isMainFrame: details.isMainFrame,
        mediaTypes: 'mediaTypes' in details ? details.mediaTypes : undefined,
      }),
    ),
  );
  ses.setPermissionCheckHandler((_contents, permission, origin, details) =>
    isPermissionCheckGranted(permission, origin, details.mediaType),
  );
  // Any other web contents (e.g. the devtools) may not open windows or navigate away either.
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  const shell = await startShell({
    paths: {
      userData: app.getPath('userData'),
      appPath: app.getAppPath(),
      installDir: path.dirname(app.getPath('exe')),
      execPath: process.execPath,
    },
    platform: process.platform,
    env: process.env,
    isPackaged: app.isPackaged,
    appName: app.getName(),
    version: app.getVersion(),
    fs,
    fetch: (url, init) => fetch(url, init),
    spawn: (command, args, options) => spawn(command, args, options),
    spawnDetached: (command, args) => {
      const child = spawn(command, args, { detached: true, stdio: 'ignore', shell: false });
      child.on('error', (error) => console.error(`Updater failed to start: ${error.message}`));
      child.unref();
    },
    machine: () => ({ hostname: os.hostname(), ip: firstIpv4(os.networkInterfaces()) }),
    cipher: () =>
      safeStorage.isEncryptionAvailable()
        ? {
            encrypt: (plain) => safeStorage.encryptString(plain),
            decrypt: (sealed) => safeStorage.decryptString(Buffer.from(sealed)),
          }
        : null,
    listSerialPorts: listSystemSerialPorts,
    flushStorage: () => ses.flushStorageData(),
    createDevices: (settings, emit, log) =>
      createSerialDevices({
        openConnection: openSystemSerialConnection,
        log: (entry) => log(toLogEntry(entry)),
      })(settings, emit),
    registrar: ipcMain,
    handleProtocol: (scheme, handler) => protocol.handle(scheme, handler),
    // The isolation flags are pinned here too, whatever the options carry.
    createWindow: (options) =>
      new BrowserWindow({
        ...options,
        webPreferences: {
          ...options.webPreferences,
          contextIsolation: true,
          sandbox: true,
          nodeIntegration: false,
          webSecurity: true,
          disableBlinkFeatures: 'Auxclick',
        },
      }),
    app: { relaunch: () => app.relaunch(), exit: (code) => app.exit(code) },
    now: () => new Date(),
    echo: (line) => console.log(line),
  });

  app.on('second-instance', () => {
    if (shell.window.isDestroyed()) return;
    if (shell.window.isMinimized()) shell.window.restore();
    shell.window.focus();
  });
  // app.quit() (SIGTERM, system shutdown) closes the window: only then does the guard step aside.
  app.on('before-quit', () => shell.guard.lift());
  app.on('window-all-closed', () => app.quit());
  return shell;
}

/** The running shell once booted (tests await it), or null in a second instance. */
export const shellReady = app.requestSingleInstanceLock()
  ? app.whenReady().then(boot)
  : Promise.resolve(app.quit()).then(() => null);

shellReady.catch((error: Error) => {
  console.error(`Shell failed to start: ${error.stack ?? error.message}`);
  app.exit(1);
});
