/**
 * The shell's wiring without Electron: every Electron object arrives as a parameter, so the whole
 * composition runs in Node tests. index.ts builds these parameters from Electron and calls it.
 */
import path from 'node:path';

import type { LogEntry } from '../shared/ipc-contract';
import { createAppProtocolHandler } from './app-protocol';
import { appScheme } from './app-origin';
import { readTextIfExists, type FileSystem } from './atomic-file';
import { registerCameraChannel } from './channels/camera-channel';
import { registerConfigChannels } from './channels/config-channel';
import { registerDeviceChannels } from './channels/device-channel';
import { registerLifecycleChannels } from './channels/lifecycle-channel';
import { registerLogChannel, registerStorageChannel } from './channels/log-channel';
import { registerUpdateChannels } from './channels/update-channel';
import { createConfigStore, type SecretCipher } from './config-store';
import { buildCsp } from './content-security-policy';
import type { CreateDevices, Devices } from './devices';
import type { Fetch } from './http-body';
import { createIpc, type IpcRegistrar } from './ipc';
import {
  createCloseGuard,
  createKioskWindow,
  type KioskBrowserWindow,
  type WindowFactory,
} from './kiosk-window';
import { shellArguments } from '../shared/shell-args';
import { createLogger } from './logger';
import { osOf, type MachineFacts } from './machine-facts';
import { createPinChecker, parsePinHash } from './installer-code';
import { createPrivilegedRunner, grantSerialAccess, type Spawner } from './privileged';
import { createSetupGate, settingsRequestFails } from './setup-gate';
import { loadSiteConfig } from './site-config';
import { createUpdater } from './updater';

/** The server the renderer talks to when nothing is configured (spec 1 §9: port 8080). */
export const defaultServerHost = 'http://localhost:8080';

export interface ShellDeps {
  paths: { userData: string; appPath: string; installDir: string; execPath: string };
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  isPackaged: boolean;
  appName: string;
  version: string;
  fs: FileSystem;
  fetch: Fetch;
  spawn: Spawner;
  spawnDetached: (command: string, args: string[]) => void;
  machine: () => Omit<MachineFacts, 'version'>;
  cipher: () => SecretCipher | null;
  listSerialPorts: () => Promise<string[]>;
  /** The device drivers for the saved settings; `log` writes to the shell's log files. */
  createDevices: (
    ...args: [...Parameters<CreateDevices>, log: (entry: LogEntry) => void]
  ) => Devices;
  registrar: IpcRegistrar;
  handleProtocol: (scheme: string, handler: (request: Request) => Promise<Response>) => void;
  createWindow: WindowFactory;
  app: { relaunch: () => void; exit: (code: number) => void };
  now: () => Date;
  echo?: (line: string) => void;
  /** Writes the session's storage to disk (Electron: session.flushStorageData). */
  flushStorage: () => void;
}

/** The serverHost and installerPinHash of the web build's config.json beside index.html, if any. */
async function webConfig(fs: FileSystem, distDir: string) {
  const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
  try {
    const text = await readTextIfExists(fs, path.join(distDir, 'config.json'));
    const values = text
      ? (JSON.parse(text) as { serverHost?: unknown; installerPinHash?: unknown })
      : {};
    return { host: textOf(values.serverHost), installerPinHash: textOf(values.installerPinHash) };
  } catch {
    return { host: '', installerPinHash: '' };
  }
}

export async function startShell(deps: ShellDeps) {
  const distDir = path.join(deps.paths.appPath, 'dist');
  const logger = createLogger({
    fs: deps.fs,
    dir: path.join(deps.paths.userData, 'logs'),
    now: deps.now,
    echo: deps.echo,
  });
  const log = logger.info;
  const store = createConfigStore({
    fs: deps.fs,
    dir: deps.paths.userData,
    cipher: deps.cipher,
    log,
  });
  const config = await store.load();
  // The site's own rules (update transport, size, signing key, installer code): never from the page.
  const site = await loadSiteConfig(deps.fs, deps.paths.userData, log);
  // The window comes last, but the IPC layer asks for it on every call and event.
  const kiosk: { window?: KioskBrowserWindow } = {};
  const ipc = createIpc({
    registrar: deps.registrar,
    kiosk: () => (kiosk.window?.isDestroyed() === false ? kiosk.window.webContents : undefined),
    log,
  });
  const updater = createUpdater({
    fetch: deps.fetch,
    fs: deps.fs,
    dir: path.join(deps.paths.userData, 'updates'),
    appName: deps.appName,
    currentVersion: deps.version,
    serverHost: async () => (await store.load()).serverHost,
    send: (status) => ipc.send('update:status', status),
    log,
    now: deps.now,
    policy: site.update,
  });
  await updater.settle().catch((error: Error) => log(`Update settle failed: ${error.message}`));

  // The renderer uses the saved host, else config.json's, else its default: so does the setup gate.
  const web = await webConfig(deps.fs, distDir);
  const webHost = web.host;
  // The installer code set in the wizard wins; else the site's, else config.json's (the page's own).
  const webPin = web.installerPinHash ? parsePinHash(web.installerPinHash) : null;
  const installerPin = async () =>
    parsePinHash((await store.load()).installerPinHash) ?? site.installerPin ?? webPin;
  const csp = buildCsp();
  const setupGate = createSetupGate({
    startedWithError: config.startError,
    // Nothing the page can set goes into this request (a header it chose could make it throw).
    serverFails: async () =>
      settingsRequestFails({
        fetch: deps.fetch,
        host: (await store.load()).serverHost || webHost || defaultServerHost,
      }),
    checkInstallerCode: createPinChecker({
      hash: installerPin,
      now: () => deps.now().getTime(),
    }),
    now: () => deps.now().getTime(),
    log,
  });
  deps.handleProtocol(
    appScheme,
    createAppProtocolHandler({ distDir, files: deps.fs, csp: () => csp }),
  );

  const runPrivileged = createPrivilegedRunner({
    spawn: deps.spawn,
    password: store.password,
    platform: deps.platform,
    env: deps.env,
    // It runs before the window opens: a stuck sudo must not keep the kiosk dark for long.
    timeoutMs: 10_000,
  });
  if (deps.platform === 'linux' && config.hasPassword) {
    const { breathalyzer, rfid } = config.deviceSettings;
    for (const result of await grantSerialAccess([breathalyzer.port, rfid.port], runPrivileged)) {
      if (!result.ok) log(`Serial port access: ${result.code} ${result.message}`);
    }
  }
  const devices: Devices = deps.createDevices(config.deviceSettings, ipc.send, (entry) => {
    void logger.write(entry);
  });

  const guard = createCloseGuard();
  const exitSoon = () => {
    setTimeout(() => {
      const closed = Promise.race([
        devices.close(),
        new Promise((done) => setTimeout(done, 1_000)),
      ]);
      void closed.catch(() => undefined).finally(() => deps.app.exit(0));
    }, 50);
  };
  registerConfigChannels(ipc.handle, {
    store,
    os: osOf(deps.platform),
    devTools: !deps.isPackaged,
    machine: () => ({ ...deps.machine(), version: deps.version }),
    listSerialPorts: deps.listSerialPorts,
    passwordStorable: () => deps.cipher() !== null,
    setupGate,
    installerPin,
    log,
  });
  registerLifecycleChannels(ipc.handle, {
    liftCloseGuard: guard.lift,
    launchUpdate: async () => {
      const plan = await updater.launchPlan(deps.paths);
      if (!plan) return false;
      try {
        deps.spawnDetached(plan.command, plan.args);
        return true;
      } catch (error) {
        log(`Updater did not start: ${(error as Error).message}`);
        return false;
      }
    },
    relaunch: deps.app.relaunch,
    exitSoon,
    log,
  });
  registerUpdateChannels(ipc.handle, { updater, log });
  registerDeviceChannels(ipc.handle, () => devices);
  registerCameraChannel(ipc.handle, { fetch: deps.fetch });
  registerLogChannel(ipc.handle, logger);
  registerStorageChannel(ipc.handle, deps.flushStorage);

  const window = createKioskWindow({
    create: deps.createWindow,
    settings: config.deviceSettings,
    preloadPath: path.join(deps.paths.appPath, 'dist-electron', 'preload', 'index.cjs'),
    devTools: !deps.isPackaged,
    shellArgs: shellArguments({ os: osOf(deps.platform), startError: config.startError }),
    guard,
    log,
    onLoad: () => ipc.send('rfid:status', devices.rfid.isWorking()),
    onInput: (input) =>
      devices.pushKey?.({
        type: input.type === 'keyDown' ? 'keyDown' : 'keyUp',
        code: input.code ?? '',
        shift: input.shift,
      }),
  });
  kiosk.window = window;
  log(`Shell ${deps.version} started${config.startError ? ' (start error: setup only)' : ''}`);
  return { window, ipc, devices, guard, logger, store, updater };
}
