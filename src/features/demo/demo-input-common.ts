/** Helpers for filling in and cleaning a JSON that arrived in the address, before its schema reads it. */

export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value the text schemas would show: a non-blank string or a number. */
export const hasText = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/** The entries of a list sent as an array or a keyed object; undefined for anything else. */
export const entries = (value: unknown): unknown[] | undefined => {
  if (Array.isArray(value)) return value;
  return isRecord(value) ? Object.values(value) : undefined;
};

/** `{data: …}` as the server wraps it, or the value itself. */
export const unwrapData = (value: unknown): unknown =>
  isRecord(value) && isRecord(value.data) ? value.data : value;

const RELATIVE_BASE = 'http://relative.invalid/';

/**
 * A media URL from the address is kept only if it loads over http(s) (absolute or relative);
 * `javascript:`, `data:`, `file:` and the like become null. Non-strings are left for the schema.
 */
export function safeFile(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const { protocol } = new URL(value.trim(), RELATIVE_BASE);
    return protocol === 'http:' || protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** An object with its `file` cleaned by safeFile; anything else unchanged. */
export const withSafeFile = (value: unknown): unknown =>
  isRecord(value) ? { ...value, file: safeFile(value.file) } : value;
