/**
 * Log details as bounded JSON text for the shell's log files. Whatever a caller logs (errors with
 * causes, Blobs, cyclic objects, getters that throw) becomes plain data, cut at a depth, a width
 * and a length; secrets under their usual keys are replaced.
 */
import { isSecretKey, REDACTED } from '@/lib/log';

const MAX_DEPTH = 4;
const MAX_KEYS = 30;
const MAX_ITEMS = 20;
const MAX_STRING = 2_000;
const STACK_LINES = 6;
const TRUNCATED = '…[truncated]';

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - TRUNCATED.length)}${TRUNCATED}` : text;

function read(source: object, key: string): unknown {
  try {
    return (source as Record<string, unknown>)[key];
  } catch (error) {
    return `[unreadable: ${String(error)}]`;
  }
}

function describeBinary(value: unknown): string | undefined {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const name = typeof File !== 'undefined' && value instanceof File ? ` ${value.name}` : '';
    return `[${value.constructor.name}${name} ${value.type || 'no type'} ${value.size} bytes]`;
  }
  if (value instanceof ArrayBuffer) return `[ArrayBuffer ${value.byteLength} bytes]`;
  if (ArrayBuffer.isView(value)) return `[${value.constructor.name} ${value.byteLength} bytes]`;
  return undefined;
}

function plainObject(
  source: object,
  keys: string[],
  depth: number,
  seen: WeakSet<object>,
): { [key: string]: Plain } {
  const result: { [key: string]: Plain } = {};
  for (const key of keys.slice(0, MAX_KEYS)) {
    result[key] = isSecretKey(key) ? REDACTED : toPlain(read(source, key), depth + 1, seen);
  }
  if (keys.length > MAX_KEYS) result['…'] = `${keys.length - MAX_KEYS} more keys`;
  return result;
}

function plainError(error: Error, depth: number, seen: WeakSet<object>): Plain {
  const own = Object.keys(error).filter((key) => {
    const value = read(error, key);
    return value === null || ['string', 'number', 'boolean'].includes(typeof value);
  });
  const cause = read(error, 'cause');
  return {
    name: error.name,
    message: cut(error.message, MAX_STRING),
    ...plainObject(error, own, depth, seen),
    ...(error.stack ? { stack: error.stack.split('\n').slice(0, STACK_LINES).join('\n') } : {}),
    ...(cause === undefined ? {} : { cause: toPlain(cause, depth + 1, seen) }),
  };
}

function toPlain(value: unknown, depth: number, seen: WeakSet<object>): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return cut(value, MAX_STRING);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint' || typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (typeof value !== 'object') return String(value);
  const binary = describeBinary(value);
  if (binary) return binary;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? '[Array]' : '[Object]';
  seen.add(value);
  try {
    if (value instanceof Error) return plainError(value, depth, seen);
    if (value instanceof Map) return toPlain(Object.fromEntries(value), depth, seen);
    if (value instanceof Set || Array.isArray(value)) {
      const items = [...value];
      const shown = items.slice(0, MAX_ITEMS).map((item) => toPlain(item, depth + 1, seen));
      return items.length > MAX_ITEMS
        ? [...shown, `${items.length - MAX_ITEMS} more items`]
        : shown;
    }
    return plainObject(value, Object.keys(value), depth, seen);
  } finally {
    seen.delete(value);
  }
}

/** `details` as JSON text of at most `maxChars` characters (undefined stays undefined). */
export function serializeDetails(details: unknown, maxChars: number): string | undefined {
  if (details === undefined) return undefined;
  let text: string;
  try {
    text = JSON.stringify(toPlain(details, 0, new WeakSet()));
  } catch (error) {
    text = JSON.stringify(`[details not serialisable: ${String(error)}]`);
  }
  return cut(text, maxChars);
}
