/** Fakes of Electron's IPC objects for handler tests. */
import type { InvokeResult } from '../../shared/ipc-contract';
import type { InvokeEvent, IpcRegistrar, SenderFrame } from '../ipc';

export const kioskContentsId = 7;
const mainFrame: SenderFrame = { url: 'app://kiosk/index.html#/setup', parent: null };

/** An invoke from the kiosk window's main frame, or from elsewhere with `change`. */
export function senderEvent(change: { id?: number; frame?: SenderFrame | null } = {}): InvokeEvent {
  return {
    sender: { id: change.id ?? kioskContentsId },
    senderFrame: change.frame === undefined ? mainFrame : change.frame,
  };
}

/** A registrar that keeps the handlers; `invoke` calls one as the renderer would. */
export function fakeRegistrar() {
  const handlers = new Map<string, (event: InvokeEvent, ...args: unknown[]) => unknown>();
  const registrar: IpcRegistrar = {
    handle: (channel, listener) => {
      handlers.set(channel, listener);
    },
  };
  return {
    registrar,
    handlers,
    invoke: async (channel: string, args: unknown[] = [], event = senderEvent()) => {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler for ${channel}`);
      return (await handler(event, ...args)) as InvokeResult<unknown>;
    },
  };
}

/** The kiosk window's webContents as ipc.ts sees it, recording what was sent. */
export function fakeKioskContents() {
  const sent: { channel: string; args: unknown[] }[] = [];
  return {
    id: kioskContentsId,
    sent,
    send: (channel: string, ...args: unknown[]) => {
      sent.push({ channel, args });
    },
    isDestroyed: () => false,
  };
}
