import { createStore, del, get, keys, set } from 'idb-keyval';

import type { FlowFile } from '@/lib/api/schemas/flow-history';
import { readBlob } from '@/lib/blob';

type Store = ReturnType<typeof createStore>;

let opened: Store | null = null;

/**
 * Photos and signatures of a run wait in IndexedDB (never in the persisted state) until they are
 * sent. One store for the page: each createStore opens a connection of its own that stays open
 * (with its request's and database's listeners) for the life of the page, so one per call would
 * add connections with every session of a kiosk that runs for weeks.
 */
const store = (): Store => (opened ??= createStore('safety-terminal', 'step-files'));

/** Forgets the open store, so the next call opens the current IndexedDB (tests give each file one). */
export function forgetStepFilesStore() {
  opened = null;
}

const key = (runId: string, field: string) => `${runId}/${field}`;

interface StoredFile {
  bytes: ArrayBuffer;
  type: string;
  fileName: string;
}

/** Keeps one step's file for the run. */
export async function saveStepFile(runId: string, file: FlowFile): Promise<void> {
  // Bytes and type rather than the Blob itself: every IndexedDB (and its test double) clones them.
  const stored: StoredFile = {
    bytes: await readBlob(file.blob),
    type: file.blob.type,
    fileName: file.fileName,
  };
  await set(key(runId, file.field), stored, store());
}

/** The run's files for the given form fields (the ones its history names), in that order. */
export async function loadStepFiles(runId: string, fields: string[]): Promise<FlowFile[]> {
  const files = await Promise.all(
    fields.map(async (field) => {
      const stored = await get<StoredFile>(key(runId, field), store());
      return stored
        ? {
            field,
            blob: new Blob([stored.bytes], { type: stored.type }),
            fileName: stored.fileName,
          }
        : null;
    }),
  );
  return files.filter((file): file is FlowFile => file !== null);
}

/** Forgets the files of one bucket (an education of a run) once they are in the outbox (or abandoned). */
export async function clearStepFiles(bucket: string): Promise<void> {
  await dropFiles((name) => name.startsWith(`${bucket}/`));
}

/** The file bucket of one education of a run (step indexes repeat across educations). */
export const educationBucket = (runId: string, educationIndex: number) =>
  `${runId}#${educationIndex}`;

const runOf = (name: string) => name.slice(0, name.indexOf('#'));

/** Forgets every file of a run (all its educations): the run ended or was abandoned. */
export async function clearRunFiles(runId: string): Promise<void> {
  await dropFiles((name) => runOf(name) === runId);
}

/** Forgets every file of every run but the given one (logout leaves none; null keeps nothing). */
export async function clearStepFilesExcept(runId: string | null): Promise<void> {
  await dropFiles((name) => runOf(name) !== runId);
}

async function dropFiles(matches: (name: string) => boolean) {
  if (typeof indexedDB === 'undefined') return;
  const all = await keys<string>(store());
  await Promise.all(all.filter(matches).map((name) => del(name, store())));
}
