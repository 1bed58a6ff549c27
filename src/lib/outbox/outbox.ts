import { deleteDB } from 'idb';

import { log } from '@/lib/log';

import { OUTBOX_DB, openOutboxStore, type OutboxStore } from './outbox-db';
import { createOutboxSender, type OutboxSender, type OutboxSenderOptions } from './outbox-sender';
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

type StartOptions = Partial<Pick<OutboxSenderOptions, 'clock' | 'random' | 'lock'>> & {
  transport?: OutboxTransport;
  database?: string;
};

let opened: Promise<{ store: OutboxStore; sender: OutboxSender }> | null = null;
let transport: OutboxTransport = requestTransport;
let database = OUTBOX_DB;
let status: OutboxStatus = { pending: 0, dead: 0 };
const listeners = new Set<() => void>();

const refreshStatus = async (store: OutboxStore) => {
  const next = await store.counts().catch(() => status);
  if (next.pending === status.pending && next.dead === status.dead) return;
  status = next;
  listeners.forEach((listener) => listener());
};

const wake = () => void opened?.then(({ sender }) => sender.kick());

/**
 * Starts the app's outbox once: asks the browser to keep its storage, opens the database and sends
 * what waits (from earlier sessions too). Without IndexedDB it logs and stays off.
 */
export function startOutbox(options: StartOptions = {}) {
  if (opened) return opened;
  transport = options.transport ?? requestTransport;
  database = options.database ?? OUTBOX_DB;
  void globalThis.navigator?.storage
    ?.persist?.()
    .then((granted) => log.info(`persistent storage ${granted ? 'granted' : 'refused'}`))
    .catch((error: unknown) => log.warn('persistent storage request failed', error));
  // Without IndexedDB (an old embedded browser, the test DOM) writes are sent once, directly.
  if (typeof indexedDB === 'undefined') {
    opened = Promise.reject(new Error('IndexedDB is not available'));
    opened.catch(() => undefined);
    return opened;
  }
  opened = openOutboxStore(database).then((store) => {
    const sender = createOutboxSender({
      store,
      transport,
      ...options,
      onChange: () => void refreshStatus(store),
    });
    globalThis.addEventListener?.('online', wake);
    sender.kick();
    return { store, sender };
  });
  opened.catch((error: unknown) => log.error('the outbox could not open IndexedDB', error));
  return opened;
}

/** Stores a write durably (once per id); resolves after IndexedDB has it. Rejects without IndexedDB. */
export async function enqueueWrite(write: OutboxWrite, now = Date.now()): Promise<AddResult> {
  const { store } = await startOutbox();
  const item: OutboxItem = { ...write, createdAt: now, attempts: 0, nextAttemptAt: now };
  const result = await store.add(item);
  void refreshStatus(store);
  return result;
}

/** Sends what is due now and reports the first attempt of this write. */
export async function attemptWrite(id: string): Promise<AttemptOutcome> {
  const { sender } = await startOutbox();
  return sender.attempt(id);
}

/** The fallback where IndexedDB is unavailable: one plain attempt, nothing kept. */
export async function sendWithoutOutbox(write: OutboxWrite): Promise<AttemptOutcome> {
  const now = Date.now();
  const result = await transport({ ...write, createdAt: now, attempts: 0, nextAttemptAt: now });
  return result.ok ? 'sent' : result.retry ? 'unsent' : 'dead';
}

/**
 * Records what an employee did (GUIDE.md §9): stores the write durably, runs `afterStored` (e.g.
 * clearing what the write now holds), then makes its first attempt. Without IndexedDB the write is
 * sent once, directly. The outbox retries later whatever the first attempt could not deliver.
 */
export async function deliverWrite(
  write: OutboxWrite,
  afterStored: () => Promise<void> = async () => undefined,
): Promise<AttemptOutcome> {
  let added: AddResult;
  try {
    added = await enqueueWrite(write);
  } catch (error) {
    log.error(`the outbox is unavailable: sending ${write.request.path} without it`, error);
    return sendWithoutOutbox(write);
  }
  await afterStored();
  if (added === 'delivered') return 'sent';
  if (added === 'dead') return 'dead';
  return attemptWrite(write.id);
}

/** What the outbox holds, for the installer's view: the waiting writes in order, and the refused ones. */
export async function readOutbox(): Promise<{ pending: OutboxItem[]; dead: DeadLetter[] }> {
  const { store } = await startOutbox();
  const [pending, dead] = await Promise.all([store.list(), store.deadLetters()]);
  return { pending, dead: dead.sort((a, b) => b.deadAt - a.deadAt) };
}

/** Counts of waiting and refused writes, for the device-info popover and the installer's view. */
export const getOutboxStatus = () => status;

export function subscribeOutboxStatus(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Stops the sender and forgets the database (tests start each case from an empty outbox). */
export async function resetOutbox() {
  const current = opened;
  opened = null;
  status = { pending: 0, dead: 0 };
  globalThis.removeEventListener?.('online', wake);
  const started = await current?.catch(() => null);
  started?.sender.stop();
  started?.store.close();
  if (started) await deleteDB(database);
}
