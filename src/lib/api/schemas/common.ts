import * as z from 'zod/mini';

/*
 * Coercions shared by every response schema. A real server sends ids as numbers or strings,
 * numbers as numeric strings, booleans as 0/1/"true", and lists as arrays or keyed objects;
 * these helpers accept those spellings and hand screens one normalised shape. Ids are the
 * exception: they keep the JSON type they came in, because the kiosk sends them back.
 */

const NUMERIC = /^-?\d+(\.\d+)?$/;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `schema`, then `fn` on what it read: classic zod's `.transform`, for zod/mini. */
export const mapped = <T extends z.ZodMiniType, R>(schema: T, fn: (value: z.output<T>) => R) =>
  z.pipe(schema, z.transform(fn));

/** `fn` on the raw value, then `schema`: classic zod's `z.preprocess`, for zod/mini. */
export const preprocess = <T extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema);

/** `schema`, or null when the value is missing, null or unreadable. */
export const orNull = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), null);

/** A string trimmed of surrounding spaces and not empty. */
export const nonEmpty = () => z.string().check(z.trim(), z.minLength(1));

/** An id as the server typed it: a number stays a number, text stays text, so an echo keeps its JSON type. */
export type ServerId = string | number;

/**
 * An id sent as a non-empty string or a finite number, kept in the type it came in: the kiosk sends
 * ids back (history answer ids, recipients, appointments) and a server that checks types refuses a
 * number that returns as text. Show it, key it or route by it with `String(id)`.
 */
export const id = z.union([nonEmpty(), z.number()]);

/** Whether two ids name the same thing: one answer may send 52 where another sends "52". */
export const sameId = (a: ServerId | null | undefined, b: ServerId | null | undefined): boolean =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** A required uuid: a screen cannot address the entity without it. */
export const uuid = nonEmpty();

/** A number that may arrive as a numeric string. */
export const num = z.union([
  z.number(),
  mapped(z.string().check(z.trim(), z.regex(NUMERIC)), Number),
]);

/** A badge or counter: missing, null or unreadable counts as 0. */
export const count = z.catch(num, 0);

/** An optional number: missing, null or unreadable becomes null. */
export const optNum = mapped(orNull(num), (value) => value ?? null);

/** A boolean sent as true/false, 0/1, "0"/"1" or "true"/"false". */
export const bool = mapped(
  z.union([z.boolean(), z.literal([0, 1]), z.enum(['0', '1', 'true', 'false'])]),
  (value) => value === true || value === 1 || value === '1' || value === 'true',
);

/** An optional flag: missing, null or unreadable is false. */
export const flag = z.catch(bool, false);

const textLike = mapped(z.union([z.string(), z.number()]), String);

/** Display text: numbers become strings, missing or null becomes ''. */
export const text = mapped(orNull(textLike), (value) => value ?? '');

/** Optional text such as a date, a URL or a file name: missing, null or '' becomes null. */
export const optText = mapped(orNull(textLike), (value) =>
  value === undefined || value === null || value === '' ? null : value,
);

/** An optional id, typed as it came (see `id`): missing, null or empty becomes null. */
export const optId = mapped(orNull(id), (value): ServerId | null => value ?? null);

/** A date or date-time exactly as the server sent it (screens format it); null when absent. */
export const date = optText;

/** The values of a keyed object in key order (integer-like keys come first, as JavaScript orders them). */
const valuesOf = (value: unknown): unknown => (isRecord(value) ? Object.values(value) : value);

/** Missing or null is an empty list; a keyed object is its values in key order. */
const listOrEmpty = (value: unknown): unknown =>
  value === undefined || value === null ? [] : valuesOf(value);

/**
 * A list sent as an array or as an object keyed by id or position; normalised to an array in key
 * order. `min` rejects a list too short to be used.
 */
export const list = <T extends z.ZodMiniType>(item: T, min = 0) =>
  preprocess(valuesOf, z.array(item).check(z.minLength(min)));

/**
 * A list whose entries are read one by one: an entry the schema cannot read is left out (and
 * counted in `dropped`, for the log), so one bad row from a server never empties a whole screen.
 * Missing or null is []; an object keyed by id or position reads in key order.
 */
export const lenientList = <T extends z.ZodMiniType>(item: T) =>
  mapped(preprocess(listOrEmpty, z.array(z.unknown())), (entries) => {
    const kept: z.output<T>[] = [];
    for (const entry of entries) {
      const parsed = item.safeParse(entry);
      if (parsed.success) kept.push(parsed.data);
    }
    return kept;
  });

/** An optional list: missing or null becomes []; anything else must be a list. */
export const optList = <T extends z.ZodMiniType>(item: T) => preprocess(listOrEmpty, z.array(item));

/**
 * One entity or a list of them (a flow call answers one flow or several): an object carrying
 * `marker` is one entity, any other object is a keyed list.
 */
export const oneOrMany = <T extends z.ZodMiniType>(item: T, marker = 'uuid') =>
  preprocess(
    (value) => (isRecord(value) && marker in value ? [value] : valuesOf(value)),
    z.array(item),
  );

/** One entity that may arrive bare or as the first element of an array (lookups by uuid answer arrays). */
export const first = <T extends z.ZodMiniType>(item: T) =>
  mapped(
    preprocess(
      (value) => (Array.isArray(value) ? value : [value]),
      z.array(item).check(z.minLength(1)),
    ),
    (items) => items[0] as z.output<T>,
  );

/** An optional nested object: missing, null or unusable becomes null. */
export const optObject = <T extends z.ZodMiniType>(schema: T) =>
  mapped(orNull(schema), (value): z.output<T> | null => value ?? null);

/** Free-form params of a step or a flow: kept as an object, anything else becomes {}. */
export const params = z.catch(z.record(z.string(), z.unknown()), {});

/** A select option {id, title}; an option keyed by uuid is read the same way. */
export const option = preprocess(
  (value) =>
    isRecord(value) && value.id === undefined && value.uuid !== undefined
      ? { ...value, id: value.uuid }
      : value,
  z.object({ id, title: text }),
);
export type Option = z.output<typeof option>;

/** Options sent as a list of {id, title} or as a map of id to title (feedback themes). */
export const options = preprocess((value) => {
  if (!isRecord(value)) return value;
  return Object.entries(value).map(([key, item]) =>
    isRecord(item) ? { id: key, ...item } : { id: key, title: item },
  );
}, z.array(option));

/** The value under `key` of an object that has it; anything else as it is. */
const unwrap = (key: string) => (value: unknown) =>
  isRecord(value) && key in value ? value[key] : value;

/** A list wrapped in an object under `key` ({ipms: [...]}); a bare list is accepted too. */
export const wrappedList = <T extends z.ZodMiniType>(key: string, item: T) =>
  preprocess(unwrap(key), list(item));

/*
 * The same lists with their entries left unread: a long list's answer is checked for its shape at
 * once (without a pass over its thousands of entries), and `readEntries` reads the entries a slice
 * at a time, with what the list would have read them by.
 */
const unreadEntries = z.custom<unknown[]>((value) => Array.isArray(value));

/** `list(item)`'s answer (min 0), its entries unread. */
export const listEntries = () => preprocess(valuesOf, unreadEntries);

/** `optList(item)`'s or `lenientList(item)`'s answer, its entries unread. */
export const optListEntries = () => preprocess(listOrEmpty, unreadEntries);

/** `wrappedList(key, item)`'s answer, its entries unread. */
export const wrappedEntries = (key: string) => preprocess(unwrap(key), listEntries());

/** The answer of a write whose body the spec does not describe: anything goes, callers get void. */
export const ack = z.unknown();
