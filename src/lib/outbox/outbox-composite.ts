import { log } from '@/lib/log';

import type { OutboxStore } from './outbox-db';
import type { FallbackStore } from './outbox-fallback';
import type { AddResult, OutboxItem } from './outbox-types';

/** The outbox's store: IndexedDB when it is open, the fallback beside it for what IndexedDB would not take. */
export type CompositeStore = OutboxStore & {
  /** IndexedDB has opened: the writes kept in the fallback move into it. */
  attach: (database: OutboxStore) => Promise<void>;
  /** Whether IndexedDB is in use. */
  attached: () => boolean;
};

/**
 * One store over IndexedDB (once it opens) and the fallback: a write goes to IndexedDB, and to the
 * fallback while IndexedDB cannot be opened or will not take it (a full disk); the sender sees the
 * items of both, each employee's in the order they were made.
 */
export function createCompositeStore(fallback: FallbackStore): CompositeStore {
  let database: OutboxStore | null = null;
  const holder = (id: string): OutboxStore => (fallback.has(id) || !database ? fallback : database);

  const addToDatabase = async (item: OutboxItem): Promise<AddResult | null> => {
    if (!database) return null;
    try {
      return await database.add(item);
    } catch (error) {
      log.error(
        `IndexedDB would not keep the write to ${item.request.path}: kept in the fallback`,
        error,
      );
      return null;
    }
  };

  return {
    attach: async (opened) => {
      database = opened;
      const moved: string[] = [];
      for (const item of await fallback.list())
        if ((await addToDatabase(item)) !== null) moved.push(item.id);
      if (moved.length) await fallback.remove(moved);
    },
    attached: () => database !== null,
    add: async (item) =>
      fallback.known(item.id) ?? (await addToDatabase(item)) ?? fallback.add(item),
    list: async () => {
      const stored = database ? await database.list() : [];
      const kept = await fallback.list();
      if (!kept.length) return stored;
      // Stable: items made in the same millisecond keep their order within each store.
      return [...stored, ...kept].sort((a, b) => a.createdAt - b.createdAt);
    },
    get: (id) => holder(id).get(id),
    reschedule: (id, change) => holder(id).reschedule(id, change),
    deliver: (id, at) => holder(id).deliver(id, at),
    bury: (id, status, reason, at) => holder(id).bury(id, status, reason, at),
    clearDead: async () =>
      (database ? await database.clearDead() : 0) + (await fallback.clearDead()),
    settled: async (id) =>
      (await fallback.settled(id)) ?? (database ? await database.settled(id) : null),
    deadLetters: async () => [
      ...(database ? await database.deadLetters() : []),
      ...(await fallback.deadLetters()),
    ],
    counts: async () => {
      const [stored, kept] = await Promise.all([
        database?.counts() ?? { pending: 0, dead: 0 },
        fallback.counts(),
      ]);
      return { pending: stored.pending + kept.pending, dead: stored.dead + kept.dead };
    },
    close: () => database?.close(),
  };
}
