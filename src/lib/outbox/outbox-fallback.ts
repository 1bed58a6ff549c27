import { readBlob } from '@/lib/blob';
import { log } from '@/lib/log';

import { DELIVERED_KEPT_MS, deadLetterOf, type OutboxStore } from './outbox-db';
import type {
  AddResult,
  DeadLetter,
  OutboxBody,
  OutboxFormValue,
  OutboxItem,
  OutboxRequest,
} from './outbox-types';

/** Where writes wait when IndexedDB cannot take them (it will not open, or the disk is full). */
export const FALLBACK_KEY = 'safety-terminal-outbox-fallback';

/** A file of a form as text: localStorage keeps strings only. */
interface EncodedFile {
  base64: string;
  type: string;
  fileName: string;
}
type EncodedValue = string | EncodedFile;
type Encoded<T> = Omit<T, 'request'> & {
  request: Omit<OutboxRequest, 'body'> & {
    body:
      | Exclude<OutboxBody, { kind: 'form' }>
      | { kind: 'form'; fields: Record<string, EncodedValue> };
  };
};

interface Kept {
  items: OutboxItem[];
  dead: DeadLetter[];
  delivered: Array<{ id: string; at: number }>;
}

const toBase64 = (bytes: ArrayBuffer) => {
  const view = new Uint8Array(bytes);
  let text = '';
  for (let at = 0; at < view.length; at += 0x8000)
    text += String.fromCharCode(...view.subarray(at, at + 0x8000));
  return btoa(text);
};

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function encode<T extends OutboxItem>(item: T): Promise<Encoded<T>> {
  const { body } = item.request;
  if (body.kind !== 'form') return item as Encoded<T>;
  const fields: Record<string, EncodedValue> = {};
  for (const [key, value] of Object.entries(body.fields))
    fields[key] =
      typeof value === 'string'
        ? value
        : {
            base64: toBase64(await readBlob(value.blob)),
            type: value.blob.type,
            fileName: value.fileName,
          };
  return { ...item, request: { ...item.request, body: { kind: 'form', fields } } };
}

function decode<T extends OutboxItem>(item: Encoded<T>): T {
  const { body } = item.request;
  if (body.kind !== 'form') return item as T;
  const fields: Record<string, OutboxFormValue> = {};
  for (const [key, value] of Object.entries(body.fields))
    fields[key] =
      typeof value === 'string'
        ? value
        : {
            blob: new Blob([fromBase64(value.base64)], { type: value.type }),
            fileName: value.fileName,
          };
  return { ...item, request: { ...item.request, body: { kind: 'form', fields } } } as T;
}

function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** What an earlier page kept in localStorage; nothing when it is missing or unreadable. */
function load(storage: Storage | null): Kept {
  const empty: Kept = { items: [], dead: [], delivered: [] };
  try {
    const text = storage?.getItem(FALLBACK_KEY);
    if (!text) return empty;
    const kept = JSON.parse(text) as {
      items: Encoded<OutboxItem>[];
      dead: Encoded<DeadLetter>[];
      delivered: Kept['delivered'];
    };
    return {
      items: kept.items.map(decode),
      dead: kept.dead.map(decode),
      delivered: kept.delivered,
    };
  } catch (error) {
    log.error('the outbox fallback in localStorage could not be read', error);
    return empty;
  }
}

/** The fallback store, and whether what it holds is durable (in localStorage) or in memory only. */
export type FallbackStore = OutboxStore & {
  /** Whether it holds this item. */
  has: (id: string) => boolean;
  /** What it knows of an id: waiting, refused, delivered, or nothing. */
  known: (id: string) => Exclude<AddResult, 'added' | 'volatile'> | null;
  /** Takes the pending items out (they moved to IndexedDB). */
  remove: (ids: string[]) => Promise<void>;
};

/**
 * The outbox's store where IndexedDB fails: the same items, dead letters and delivered ids, kept in
 * localStorage (files as base64) so that a reload or a power cut keeps them. When localStorage will
 * not take them either (full), they are kept in memory for as long as the page lives, and an add
 * says so ('volatile'): the caller must not drop its own copy.
 */
export function createFallbackStore(storage: Storage | null = storageOrNull()): FallbackStore {
  const kept = load(storage);
  let saving = Promise.resolve(true);

  const save = () => {
    saving = saving.then(async () => {
      if (!storage) return false;
      try {
        const encoded = {
          items: await Promise.all(kept.items.map(encode)),
          dead: await Promise.all(kept.dead.map(encode)),
          delivered: kept.delivered,
        };
        if (encoded.items.length + encoded.dead.length + encoded.delivered.length === 0)
          storage.removeItem(FALLBACK_KEY);
        else storage.setItem(FALLBACK_KEY, JSON.stringify(encoded));
        return true;
      } catch (error) {
        log.error('the outbox fallback could not be saved to localStorage', error);
        return false;
      }
    });
    return saving;
  };
  const at = (id: string) => kept.items.findIndex((item) => item.id === id);

  const known = (id: string) => {
    if (at(id) >= 0) return 'exists';
    if (kept.dead.some((dead) => dead.id === id)) return 'dead';
    if (kept.delivered.some((done) => done.id === id)) return 'delivered';
    return null;
  };

  return {
    has: (id) => at(id) >= 0,
    known,
    add: async (item): Promise<AddResult> => {
      const already = known(item.id);
      if (already) return already;
      kept.items.push({ ...item });
      return (await save()) ? 'added' : 'volatile';
    },
    list: async () => kept.items.map((item) => ({ ...item })),
    get: async (id) => {
      const item = kept.items[at(id)];
      return item ? { ...item } : undefined;
    },
    reschedule: async (id, change) => {
      const index = at(id);
      if (index < 0) return;
      kept.items[index] = { ...kept.items[index]!, ...change };
      await save();
    },
    deliver: async (id, time) => {
      const index = at(id);
      if (index >= 0) kept.items.splice(index, 1);
      kept.delivered = kept.delivered.filter((done) => done.at >= time - DELIVERED_KEPT_MS);
      kept.delivered.push({ id, at: time });
      await save();
    },
    bury: async (id, status, reason, time) => {
      const index = at(id);
      if (index < 0) return;
      const [item] = kept.items.splice(index, 1);
      kept.dead.push(deadLetterOf(item!, status, reason, time));
      await save();
    },
    remove: async (ids) => {
      kept.items = kept.items.filter((item) => !ids.includes(item.id));
      await save();
    },
    deadLetters: async () => [...kept.dead],
    clearDead: async () => {
      const count = kept.dead.length;
      kept.dead = [];
      await save();
      return count;
    },
    settled: async (id) => {
      const already = known(id);
      if (already === 'delivered') return 'sent';
      return already === 'dead' ? 'dead' : null;
    },
    counts: async () => ({ pending: kept.items.length, dead: kept.dead.length }),
    close: () => undefined,
  };
}
