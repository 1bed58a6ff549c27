/**
 * The one typed IPC boundary of the main process (GUIDE.md §3). `handle()` answers only the kiosk
 * window's main frame on the app:// origin, validates the arguments with a zod schema and answers
 * an InvokeResult instead of throwing; `send()` pushes typed events to the kiosk window.
 */
import type { ZodType } from 'zod';

import {
  invokeChannels,
  type EventChannel,
  type EventChannels,
  type InvokeChannel,
  type InvokeChannels,
  type InvokeResult,
} from '../shared/ipc-contract';
import { isAppUrl } from './app-origin';

/** The frame an invoke came from (Electron's WebFrameMain fits). */
export interface SenderFrame {
  readonly url: string;
  readonly parent: SenderFrame | null;
}

/** An invoke event (Electron's IpcMainInvokeEvent fits). */
export interface InvokeEvent {
  readonly sender: { readonly id: number };
  readonly senderFrame: SenderFrame | null;
}

/** Where handlers are registered (Electron's ipcMain fits). */
export interface IpcRegistrar {
  handle: (channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown) => void;
}

/** Where events go (the kiosk window's webContents fits). */
export interface KioskContents {
  send: (channel: string, ...args: unknown[]) => void;
  isDestroyed: () => boolean;
}

export type Args<C extends InvokeChannel> = Parameters<InvokeChannels[C]>;
export type Answer<C extends InvokeChannel> = ReturnType<InvokeChannels[C]>;
/** The arguments' schema of a channel: a tuple schema (noArgs for none). */
export type Validator<C extends InvokeChannel> = ZodType<Args<C>>;
export type Handler<C extends InvokeChannel> = (...args: Args<C>) => Answer<C> | Promise<Answer<C>>;
/** Registers one channel's handler. */
export type Handle = <C extends InvokeChannel>(
  channel: C,
  validate: Validator<C>,
  handler: Handler<C>,
) => void;
/** Pushes one event to the kiosk window (dropped when there is none). */
export type Send = <E extends EventChannel>(
  event: E,
  ...payload: Parameters<EventChannels[E]>
) => void;

/** Failure codes of the boundary itself. */
export const ipcErrorCodes = {
  forbidden: 'forbidden',
  invalidPayload: 'invalidPayload',
  failed: 'failed',
} as const;

/** Whether an invoke comes from the kiosk window's main frame showing the app. */
export function isTrustedSender(event: InvokeEvent, kioskContentsId: number | undefined): boolean {
  const frame = event.senderFrame;
  return (
    kioskContentsId !== undefined &&
    event.sender.id === kioskContentsId &&
    frame !== null &&
    frame.parent === null &&
    isAppUrl(frame.url)
  );
}

/** Builds the typed handle/send pair over a registrar and the kiosk window. */
export function createIpc(deps: {
  registrar: IpcRegistrar;
  /** The kiosk window's webContents, once it exists. */
  kiosk: () => (KioskContents & { id: number }) | undefined;
  log: (message: string) => void;
}): { handle: Handle; send: Send; registered: () => InvokeChannel[] } {
  const registered = new Set<InvokeChannel>();

  const handle: Handle = (channel, validate, handler) => {
    if (registered.has(channel)) throw new Error(`IPC channel registered twice: ${channel}`);
    registered.add(channel);
    deps.registrar.handle(channel, async (event, ...args): Promise<InvokeResult<unknown>> => {
      if (!isTrustedSender(event, deps.kiosk()?.id)) {
        deps.log(
          `IPC ${channel}: refused a call from ${event.senderFrame?.url ?? 'an unknown frame'}`,
        );
        return { ok: false, code: ipcErrorCodes.forbidden, message: 'Sender not allowed' };
      }
      const parsed = validate.safeParse(args);
      if (!parsed.success) {
        deps.log(`IPC ${channel}: invalid payload (${parsed.error.issues.length} issues)`);
        return { ok: false, code: ipcErrorCodes.invalidPayload, message: 'Invalid payload' };
      }
      try {
        return { ok: true, data: await handler(...parsed.data) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        deps.log(`IPC ${channel}: ${message}`);
        return { ok: false, code: ipcErrorCodes.failed, message };
      }
    });
  };

  const send: Send = (event, ...payload) => {
    const target = deps.kiosk();
    if (target && !target.isDestroyed()) target.send(event, ...payload);
  };

  return {
    handle,
    send,
    registered: () => invokeChannels.filter((channel) => registered.has(channel)),
  };
}
