import { installFakeIndexedDb } from '@/testing/fake-indexed-db';

/**
 * fake-indexeddb copies values with Node's structuredClone, which turns the test DOM's Blobs into
 * empty objects; a browser's IndexedDB keeps Blobs. Blobs are immutable, so passing them through
 * by reference is a faithful stand-in.
 */
const clone = globalThis.structuredClone;

function keepBlobs(value: unknown): unknown {
  const blobs: Blob[] = [];
  const plain = (node: unknown): node is Record<string, unknown> =>
    !!node && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype;
  const swap = (node: unknown): unknown => {
    if (node instanceof Blob) return { __blob: blobs.push(node) - 1 };
    if (Array.isArray(node)) return node.map(swap);
    if (plain(node))
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, swap(inner)]));
    return node;
  };
  const restore = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(restore);
    if (plain(node)) {
      if (typeof node.__blob === 'number') return blobs[node.__blob];
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, restore(inner)]));
    }
    return node;
  };
  return restore(clone(swap(value)));
}

/**
 * Gives the calling test file an IndexedDB of its own that keeps Blobs as a browser's does (call it
 * at the file's top level); setup-tests.ts undoes both after the file.
 */
export function installIndexedDbKeepingBlobs() {
  installFakeIndexedDb();
  globalThis.structuredClone = keepBlobs as typeof structuredClone;
}

/** Puts Node's own structuredClone back. */
export function restoreStructuredClone() {
  globalThis.structuredClone = clone;
}
