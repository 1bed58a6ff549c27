/**
 * A stand-in for the 'electron' module in Node tests (vite.config.ts aliases 'electron' to this
 * file in the node project): the real package would try to download its binary. It records what
 * the shell registers so tests can drive it, and `fake` resets and inspects that record.
 */
import { EventEmitter } from 'node:events';

type Handler = (event: unknown, ...args: unknown[]) => unknown;

let nextContentsId = 1;

class FakeWebContents extends EventEmitter {
  readonly id = nextContentsId++;
  readonly sent: { channel: string; args: unknown[] }[] = [];
  readonly css: string[] = [];
  url = '';
  openHandler: ((details: { url: string }) => { action: string }) | undefined;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler;
  }
  async setVisualZoomLevelLimits() {}
  async insertCSS(css: string) {
    this.css.push(css);
    return String(this.css.length);
  }
  async loadURL(url: string) {
    this.url = url;
  }
  reload() {}
  toggleDevTools() {}
  send(channel: string, ...args: unknown[]) {
    this.sent.push({ channel, args });
  }
  isDestroyed() {
    return false;
  }
}

export class BrowserWindow extends EventEmitter {
  readonly webContents = new FakeWebContents();
  constructor(readonly options: Record<string, unknown>) {
    super();
    fake.windows.push(this);
  }
  removeMenu() {}
  show() {}
  focus() {}
  restore() {}
  isMinimized() {
    return false;
  }
  isDestroyed() {
    return false;
  }
}

export const fake = {
  paths: { userData: '', appPath: '', exe: '/opt/safety-terminal/safety-terminal' },
  handlers: new Map<string, Handler>(),
  protocols: new Map<string, (request: Request) => Promise<Response>>(),
  windows: [] as BrowserWindow[],
  exposed: new Map<string, unknown>(),
  rendererListeners: new Map<string, Set<Handler>>(),
  invoked: [] as { channel: string; args: unknown[] }[],
  exits: [] as number[],
  relaunches: 0,
  permissionRequest: undefined as undefined | ((...args: never[]) => void),
  permissionCheck: undefined as undefined | ((...args: never[]) => boolean),
  reset() {
    this.handlers.clear();
    this.protocols.clear();
    this.windows.length = 0;
    this.exposed.clear();
    this.rendererListeners.clear();
    this.invoked.length = 0;
    this.exits.length = 0;
    this.relaunches = 0;
  },
};

const appEvents = new EventEmitter();
export const app = Object.assign(appEvents, {
  isPackaged: false,
  enableSandbox() {},
  requestSingleInstanceLock: () => true,
  whenReady: () => Promise.resolve(),
  getPath: (name: string) => (name === 'exe' ? fake.paths.exe : fake.paths.userData),
  getAppPath: () => fake.paths.appPath,
  getName: () => 'safety-terminal',
  getVersion: () => '3.20.0',
  relaunch() {
    fake.relaunches += 1;
  },
  exit(code = 0) {
    fake.exits.push(code);
  },
  quit() {},
});

export const ipcMain = {
  handle(channel: string, handler: Handler) {
    fake.handlers.set(channel, handler);
  },
};

export const ipcRenderer = {
  async invoke(channel: string, ...args: unknown[]) {
    fake.invoked.push({ channel, args });
    return { ok: true, data: null };
  },
  on(channel: string, listener: Handler) {
    const set = fake.rendererListeners.get(channel) ?? new Set();
    set.add(listener);
    fake.rendererListeners.set(channel, set);
  },
  removeListener(channel: string, listener: Handler) {
    fake.rendererListeners.get(channel)?.delete(listener);
  },
};

export const contextBridge = {
  exposeInMainWorld(key: string, api: unknown) {
    fake.exposed.set(key, api);
  },
};

export const protocol = {
  registerSchemesAsPrivileged() {},
  handle(scheme: string, handler: (request: Request) => Promise<Response>) {
    fake.protocols.set(scheme, handler);
  },
};

export const session = {
  defaultSession: {
    setPermissionRequestHandler(handler: (...args: never[]) => void) {
      fake.permissionRequest = handler;
    },
    setPermissionCheckHandler(handler: (...args: never[]) => boolean) {
      fake.permissionCheck = handler;
    },
  },
};

export const Menu = { setApplicationMenu() {} };
export const powerSaveBlocker = { start: () => 1 };
export const safeStorage = {
  isEncryptionAvailable: () => true,
  encryptString: (plain: string) =>
    Buffer.from([...Buffer.from(plain, 'utf8')].map((b) => b ^ 0x5a)),
  decryptString: (sealed: Buffer) => Buffer.from([...sealed].map((b) => b ^ 0x5a)).toString('utf8'),
};
