import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

import type { AddResult, DeadLetter, OutboxItem, OutboxStatus } from './outbox-types';

/** The database of the outbox; kept apart from the step files so each can change on its own. */
export const OUTBOX_DB = 'safety-terminal-outbox';
/** How long the id of a delivered item is remembered, so a repeated add is not sent twice. */
export const DELIVERED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredItem extends OutboxItem {
  /** Insertion order (auto-increment key): items are sent in this order per employee. */
  seq?: number;
}

interface OutboxSchema extends DBSchema {
  items: { key: number; value: StoredItem; indexes: { byId: string } };
  dead: { key: string; value: DeadLetter };
  delivered: { key: string; value: { id: string; at: number } };
}

/** The durable half of the outbox: items in order, dead letters, and the ids already delivered. */
export interface OutboxStore {
  add: (item: OutboxItem) => Promise<AddResult>;
  /** Pending items in the order they were added. */
  list: () => Promise<OutboxItem[]>;
  /** One pending item as it is stored now. */
  get: (id: string) => Promise<OutboxItem | undefined>;
  reschedule: (
    id: string,
    change: Pick<OutboxItem, 'attempts' | 'nextAttemptAt' | 'lastError'> &
      Partial<Pick<OutboxItem, 'token'>>,
  ) => Promise<void>;
  /** The server accepted the item: it leaves the outbox. */
  deliver: (id: string, at: number) => Promise<void>;
  /** The server refused the item: it moves to the dead letters. */
  bury: (id: string, status: number, reason: string, at: number) => Promise<void>;
  deadLetters: () => Promise<DeadLetter[]>;
  /** Drops every dead letter (an installer discarded them); says how many went. */
  clearDead: () => Promise<number>;
  /** What became of an item that is no longer waiting: delivered, refused, or unknown (null). */
  settled: (id: string) => Promise<'sent' | 'dead' | null>;
  counts: () => Promise<OutboxStatus>;
  close: () => void;
}

const strip = ({ seq: _seq, ...item }: StoredItem): OutboxItem => item;

/** A refused item as the dead letters keep it: without its employee's token. */
export const deadLetterOf = (
  { token: _token, ...item }: OutboxItem,
  status: number,
  reason: string,
  at: number,
): DeadLetter => ({ ...item, lastError: reason, status, deadAt: at });

/**
 * Writes wait for the disk (strict durability): a power cut just after a write was kept must not
 * lose it (Chromium's default, relaxed, may report a write done before the disk has it).
 */
const DURABLE = { durability: 'strict' } as const;

/** Opens (creating on first use) the outbox database. */
export async function openOutboxStore(name = OUTBOX_DB): Promise<OutboxStore> {
  const db: IDBPDatabase<OutboxSchema> = await openDB<OutboxSchema>(name, 1, {
    upgrade: (database) => {
      const items = database.createObjectStore('items', { keyPath: 'seq', autoIncrement: true });
      items.createIndex('byId', 'id', { unique: true });
      database.createObjectStore('dead', { keyPath: 'id' });
      database.createObjectStore('delivered', { keyPath: 'id' });
    },
  });

  return {
    add: async (item) => {
      const tx = db.transaction(['items', 'dead', 'delivered'], 'readwrite', DURABLE);
      const [pending, dead, delivered] = await Promise.all([
        tx.objectStore('items').index('byId').getKey(item.id),
        tx.objectStore('dead').getKey(item.id),
        tx.objectStore('delivered').getKey(item.id),
      ]);
      let result: AddResult = 'added';
      if (pending !== undefined) result = 'exists';
      else if (dead !== undefined) result = 'dead';
      else if (delivered !== undefined) result = 'delivered';
      else await tx.objectStore('items').add({ ...item });
      await tx.done;
      return result;
    },
    list: async () => (await db.getAll('items')).map(strip),
    get: async (id) => {
      const stored = await db.getFromIndex('items', 'byId', id);
      return stored ? strip(stored) : undefined;
    },
    reschedule: async (id, change) => {
      const tx = db.transaction('items', 'readwrite', DURABLE);
      const key = await tx.store.index('byId').getKey(id);
      const stored = key === undefined ? undefined : await tx.store.get(key);
      if (stored) await tx.store.put({ ...stored, ...change });
      await tx.done;
    },
    deliver: async (id, at) => {
      const tx = db.transaction(['items', 'delivered'], 'readwrite', DURABLE);
      const key = await tx.objectStore('items').index('byId').getKey(id);
      if (key !== undefined) await tx.objectStore('items').delete(key);
      const delivered = tx.objectStore('delivered');
      await delivered.put({ id, at });
      for (const old of await delivered.getAll())
        if (old.at < at - DELIVERED_KEPT_MS) await delivered.delete(old.id);
      await tx.done;
    },
    bury: async (id, status, reason, at) => {
      const tx = db.transaction(['items', 'dead'], 'readwrite', DURABLE);
      const key = await tx.objectStore('items').index('byId').getKey(id);
      const stored = key === undefined ? undefined : await tx.objectStore('items').get(key);
      if (stored && key !== undefined) {
        await tx.objectStore('items').delete(key);
        await tx.objectStore('dead').put(deadLetterOf(strip(stored), status, reason, at));
      }
      await tx.done;
    },
    deadLetters: () => db.getAll('dead'),
    clearDead: async () => {
      const tx = db.transaction('dead', 'readwrite', DURABLE);
      const count = await tx.store.count();
      await tx.store.clear();
      await tx.done;
      return count;
    },
    settled: async (id) => {
      if ((await db.getKey('delivered', id)) !== undefined) return 'sent';
      return (await db.getKey('dead', id)) !== undefined ? 'dead' : null;
    },
    counts: async () => ({ pending: await db.count('items'), dead: await db.count('dead') }),
    close: () => db.close(),
  };
}
