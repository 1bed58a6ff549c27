import {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBFactory,
  IDBIndex,
  IDBKeyRange,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRecord,
  IDBRequest,
  IDBTransaction,
  IDBVersionChangeEvent,
} from 'fake-indexeddb';

const classes = {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBFactory,
  IDBIndex,
  IDBKeyRange,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRecord,
  IDBRequest,
  IDBTransaction,
  IDBVersionChangeEvent,
};
const names = ['indexedDB', ...Object.keys(classes)];

const property = (value: unknown): PropertyDescriptor => ({
  value,
  configurable: true,
  writable: true,
  enumerable: false,
});

/**
 * Gives the calling test file a browser's IndexedDB of its own, empty (call it at the file's top
 * level). Test files share one module cache and one global object (vitest runs them without
 * isolation), so `fake-indexeddb/auto` would hand every file the same database and leave it behind
 * for files that test the kiosk without IndexedDB; setup-tests.ts removes this one after the file.
 */
export function installFakeIndexedDb() {
  Object.defineProperties(globalThis, {
    indexedDB: property(new IDBFactory()),
    ...Object.fromEntries(Object.entries(classes).map(([name, value]) => [name, property(value)])),
  });
}

/** Removes the file's IndexedDB: the next file starts as a browser without one. */
export function removeFakeIndexedDb() {
  for (const name of names) Reflect.deleteProperty(globalThis, name);
}
