/**
 * Builds window.kiosk from the IPC contract (GUIDE.md §3): one function per capability, only the
 * contract's channels, every `on…` returning its unsubscribe. Electron's event object never
 * reaches the page. Failures of the boundary come back as the capability's own failure shape.
 */
import {
  eventChannels,
  invokeChannels,
  type EventChannel,
  type EventChannels,
  type InvokeChannel,
  type InvokeChannels,
  type InvokeResult,
} from '../shared/ipc-contract';
import type { KioskApi, Result, Unsubscribe } from '../shared/kiosk-api';
import type { ShellFacts } from '../shared/shell-args';

type Listener = (event: unknown, ...args: unknown[]) => void;

/** The ipcRenderer surface used here (Electron's ipcRenderer fits). */
export interface IpcRendererLike {
  invoke: (channel: string, ...args: unknown[]) => Promise<unknown>;
  on: (channel: string, listener: Listener) => unknown;
  removeListener: (channel: string, listener: Listener) => unknown;
}

/** A failed call of a channel that answers data (not a Result). */
export class ShellCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ShellCallError';
  }
}

type Answer<C extends InvokeChannel> = ReturnType<InvokeChannels[C]>;
type ResultChannel = { [C in InvokeChannel]: Answer<C> extends Result ? C : never }[InvokeChannel];

const isInvokeResult = (value: unknown): value is InvokeResult<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { ok?: unknown }).ok === 'boolean';

export function buildKioskApi(ipc: IpcRendererLike, shell: ShellFacts): KioskApi {
  async function invoke<C extends InvokeChannel>(
    channel: C,
    ...args: Parameters<InvokeChannels[C]>
  ): Promise<InvokeResult<Answer<C>>> {
    if (!(invokeChannels as readonly string[]).includes(channel)) {
      return { ok: false, code: 'unknownChannel', message: `Not a kiosk channel: ${channel}` };
    }
    try {
      const answer = await ipc.invoke(channel, ...args);
      return isInvokeResult(answer)
        ? (answer as InvokeResult<Answer<C>>)
        : { ok: false, code: 'invalidAnswer', message: `Bad answer on ${channel}` };
    } catch (error) {
      return { ok: false, code: 'ipcFailed', message: (error as Error).message };
    }
  }

  /** A channel that answers data: the data, or a rejection with the failure's code. */
  async function call<C extends InvokeChannel>(channel: C, ...args: Parameters<InvokeChannels[C]>) {
    const result = await invoke(channel, ...args);
    if (!result.ok) throw new ShellCallError(result.code, result.message);
    return result.data;
  }

  /** A channel that answers a Result: a boundary failure becomes a failed Result. */
  async function command<C extends ResultChannel>(
    channel: C,
    ...args: Parameters<InvokeChannels[C]>
  ): Promise<Result> {
    const result = await invoke(channel, ...args);
    return result.ok
      ? (result.data as Result)
      : { ok: false, code: result.code, message: result.message };
  }

  function subscribe<E extends EventChannel>(
    event: E,
    listener: (...payload: Parameters<EventChannels[E]>) => void,
  ): Unsubscribe {
    if (!(eventChannels as readonly string[]).includes(event)) return () => undefined;
    const wrapped: Listener = (_event, ...payload) =>
      listener(...(payload as Parameters<EventChannels[E]>));
    ipc.on(event, wrapped);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      ipc.removeListener(event, wrapped);
    };
  }

  // The reader's last known state, so a new onStatus listener hears it at once.
  let rfidWorking: boolean | undefined;
  subscribe('rfid:status', (working) => {
    rfidWorking = working;
  });

  return {
    platform: 'electron',
    os: shell.os,
    startError: shell.startError,
    rfid: {
      onCard: (listener) => subscribe('rfid:card', listener),
      onError: (listener) => subscribe('rfid:error', listener),
      onStatus: (listener) => {
        if (rfidWorking !== undefined) listener(rfidWorking);
        return subscribe('rfid:status', listener);
      },
      restart: () => void command('rfid:restart'),
    },
    breathalyzer: {
      isPresent: async () => {
        const result = await invoke('breathalyzer:present');
        return result.ok && result.data === true;
      },
      start: () => command('breathalyzer:start'),
      reset: () => command('breathalyzer:reset'),
      onStatus: (listener) => subscribe('breathalyzer:status', listener),
      onResult: (listener) => subscribe('breathalyzer:result', listener),
      onError: (listener) => subscribe('breathalyzer:error', listener),
    },
    camera: {
      fetchSnapshot: async (url) => {
        const result = await invoke('camera:snapshot', url);
        return result.ok ? result.data : { ok: false, code: 'notFound', message: result.message };
      },
    },
    config: {
      get: () => call('get_conf'),
      saveDeviceSettings: (settings) => command('save_device_settings', settings),
      saveServerHost: (host) => command('save_server_host', host),
      savePassword: (password) => command('save_pass', password),
      reportStartError: async () => {
        const result = await invoke('setup:report-start-error');
        return result.ok && result.data === true;
      },
      verifyInstallerCode: async (code) => {
        const result = await invoke('setup:verify-installer-code', code);
        return result.ok && result.data === true;
      },
      openSetupFromHealth: async () => {
        const result = await invoke('setup:open-from-health');
        return result.ok && result.data === true;
      },
      saveInstallerCode: (code) => command('setup:save-installer-code', code),
      listSerialPorts: () => call('serial:list'),
      relaunch: () => command('relaunch'),
      exit: () => command('exit'),
    },
    update: {
      check: () => call('get_isUpdated'),
      start: () => command('update:start'),
      onStatus: (listener) => subscribe('update:status', listener),
    },
    log: {
      write: (entry) => void command('log:write', entry),
      recent: () => call('log:recent'),
    },
    storage: {
      flush: () => void command('storage:flush'),
    },
  } satisfies KioskApi;
}
