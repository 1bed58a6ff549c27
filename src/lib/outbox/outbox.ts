import { deleteDB } from 'idb';

import { log } from '@/lib/log';

import { createCompositeStore, type CompositeStore } from './outbox-composite';
import { OUTBOX_DB, openOutboxStore } from './outbox-db';
import { createFallbackStore, FALLBACK_KEY } from './outbox-fallback';
import {
  createOutboxSender,
  systemClock,
  type OutboxSender,
  type OutboxSenderOptions,
} from './outbox-sender';
import type {
  AddResult,
  AttemptOutcome,
  DeadLetter,
  OutboxItem,
  OutboxRequest,
  OutboxStatus,
  OutboxTransport,
} from './outbox-types';
import { requestTransport } from './request-transport';

/** A write handed to the outbox. */
export interface OutboxWrite {
  id: string;
  employee: string;
  /** The employee's session token when the write was made (sent with every attempt). */
  token?: string | null;
  request: OutboxRequest;
}

type StartOptions = Partial<Pick<OutboxSenderOptions, 'clock' | 'random' | 'lock' | 'itemLock'>> & {
  transport?: OutboxTransport;
  database?: string;
  /** Opens IndexedDB (tests make it fail). */
  openDatabase?: typeof openOutboxStore;
};

/** How long after a failed open of IndexedDB it is tried again (then on every new write too). */
export const REOPEN_MS = 60_000;

interface Started {
  store: CompositeStore;
  sender: OutboxSender;
  clock: NonNullable<OutboxSenderOptions['clock']>;
}

let started: Started | null = null;
let starting: Promise<Started> | null = null;
let stopReopening = () => undefined as void;
let database = OUTBOX_DB;
let status: OutboxStatus = { pending: 0, dead: 0 };
const listeners = new Set<() => void>();

const refreshStatus = async (store: CompositeStore) => {
  const next = await store.counts().catch(() => status);
  if (next.pending === status.pending && next.dead === status.dead) return;
  status = next;
  listeners.forEach((listener) => listener());
};

const backOnline = () => started?.sender.retryNow();

/**
 * Opens IndexedDB for the outbox, and keeps trying (every minute, and with every new write) while
 * it will not open: until then the writes wait in the fallback (localStorage).
 */
function attachDatabase(
  store: CompositeStore,
  sender: OutboxSender,
  open: typeof openOutboxStore,
  clock: OutboxSenderOptions['clock'] = systemClock,
) {
  let opening: Promise<void> | null = null;
  let timer: unknown;
  let stopped = false;
  const tryOpen = (): Promise<void> => {
    if (stopped || store.attached()) return Promise.resolve();
    opening ??= (async () => {
      try {
        if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
        await store.attach(await open(database));
        log.info('the outbox keeps its writes in IndexedDB');
        sender.kick();
      } catch (error) {
        log.error('the outbox could not open IndexedDB; writes wait in localStorage', error);
        timer = clock.setTimeout(() => void tryOpen(), REOPEN_MS);
      } finally {
        opening = null;
      }
    })();
    return opening;
  };
  stopReopening = () => {
    stopped = true;
    if (timer !== undefined) clock.clearTimeout(timer);
  };
  return tryOpen;
}

let reopen: () => Promise<void> = () => Promise.resolve();

/**
 * Starts the app's outbox once: asks the browser to keep its storage, opens the database (the
 * fallback in localStorage serves until it does) and sends what waits (from earlier sessions too).
 */
export function startOutbox(options: StartOptions = {}): Promise<Started> {
  starting ??= start(options);
  return starting;
}

async function start(options: StartOptions): Promise<Started> {
  database = options.database ?? OUTBOX_DB;
  void globalThis.navigator?.storage
    ?.persist?.()
    .then((granted) => log.info(`persistent storage ${granted ? 'granted' : 'refused'}`))
    .catch((error: unknown) => log.warn('persistent storage request failed', error));
  const store = createCompositeStore(createFallbackStore());
  const sender = createOutboxSender({
    store,
    transport: options.transport ?? requestTransport,
    ...options,
    onChange: () => void refreshStatus(store),
  });
  started = { store, sender, clock: options.clock ?? systemClock };
  globalThis.addEventListener?.('online', backOnline);
  reopen = attachDatabase(store, sender, options.openDatabase ?? openOutboxStore, options.clock);
  await reopen();
  // A new page (a restart, a reload after a power cut) tries what waits at once.
  sender.retryNow();
  void refreshStatus(store);
  return started;
}

/**
 * Records what an employee did (GUIDE.md §9): keeps the write durably (IndexedDB, else
 * localStorage), runs `afterStored` (e.g. clearing what the write now holds), then makes its first
 * attempt at once. When nothing would keep the write beyond this page, it is sent and retried from
 * memory, `afterStored` runs only once it is delivered, and the outcome is 'unsent' until then.
 */
export async function deliverWrite(
  write: OutboxWrite,
  afterStored: () => Promise<void> = async () => undefined,
): Promise<AttemptOutcome> {
  const added = await enqueueWrite(write);
  if (added === 'volatile') {
    const outcome = await attemptWrite(write.id);
    if (outcome !== 'sent') return outcome === 'dead' ? 'dead' : 'unsent';
    await afterStored();
    return 'sent';
  }
  await afterStored();
  if (added === 'delivered') return 'sent';
  if (added === 'dead') return 'dead';
  return attemptWrite(write.id);
}

/**
 * Keeps a write (once per id) without sending it yet; says where it went ('volatile': memory only).
 * A failed open of IndexedDB is tried again first.
 */
export async function enqueueWrite(write: OutboxWrite, made?: number): Promise<AddResult> {
  const { store, clock } = await startOutbox();
  await reopen();
  const now = made ?? clock.now();
  const item: OutboxItem = { ...write, createdAt: now, attempts: 0, nextAttemptAt: now };
  const added = await store.add(item);
  void refreshStatus(store);
  return added;
}

/** Makes a kept write's attempt now, beside whatever else is being sent, and reports it. */
export async function attemptWrite(id: string): Promise<AttemptOutcome> {
  const { sender } = await startOutbox();
  return sender.attempt(id);
}

/**
 * What the outbox holds, for the installer's view: the waiting writes in order, the refused ones,
 * and whether IndexedDB keeps them (else the localStorage fallback does).
 */
export async function readOutbox(): Promise<{
  pending: OutboxItem[];
  dead: DeadLetter[];
  database: boolean;
}> {
  const { store } = await startOutbox();
  const [pending, dead] = await Promise.all([store.list(), store.deadLetters()]);
  return { pending, dead: dead.sort((a, b) => b.deadAt - a.deadAt), database: store.attached() };
}

/** Sends every waiting write now, back-off or not (the installer's *send now*). */
export async function sendOutboxNow(): Promise<void> {
  const { sender } = await startOutbox();
  sender.retryNow();
}

/**
 * Drops the writes the server refused (the installer's *discard*, after an export): they are never
 * sent again anyway. Logged with their count; the waiting writes stay.
 */
export async function discardDeadLetters(): Promise<number> {
  const { store } = await startOutbox();
  const count = await store.clearDead();
  log.warn(`the installer discarded ${count} refused writes from the outbox`);
  void refreshStatus(store);
  return count;
}

/** Counts of waiting and refused writes, for the device-info popover and the installer's view. */
export const getOutboxStatus = () => status;

export function subscribeOutboxStatus(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Stops the sender and forgets the database and the fallback (tests start each case from an empty
 * outbox); with `keep`, leaves what is stored, as a page that goes away does.
 */
export async function resetOutbox({ keep = false }: { keep?: boolean } = {}) {
  await starting?.catch(() => undefined);
  const current = started;
  started = null;
  starting = null;
  reopen = () => Promise.resolve();
  status = { pending: 0, dead: 0 };
  stopReopening();
  globalThis.removeEventListener?.('online', backOnline);
  if (!current) return;
  current.sender.stop();
  await current.sender.idle();
  const wasOpen = current.store.attached();
  current.store.close();
  if (keep) return;
  if (wasOpen) await deleteDB(database);
  globalThis.localStorage?.removeItem(FALLBACK_KEY);
}
