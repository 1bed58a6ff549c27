import * as fake from 'fake-indexeddb';

/** The browser's IndexedDB classes (IDBFactory, IDBKeyRange, …) as fake-indexeddb exports them. */
const classes = Object.fromEntries(
  Object.entries(fake).filter(([name]) => name.startsWith('IDB')),
) as Record<string, unknown>;
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
    indexedDB: property(new fake.IDBFactory()),
    ...Object.fromEntries(Object.entries(classes).map(([name, value]) => [name, property(value)])),
  });
}

/** Removes the file's IndexedDB: the next file starts as a browser without one. */
export function removeFakeIndexedDb() {
  for (const name of names) Reflect.deleteProperty(globalThis, name);
}
