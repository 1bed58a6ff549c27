import { z } from 'zod';

/*
 * Coercions shared by every response schema. A real server sends ids as numbers or strings,
 * numbers as numeric strings, booleans as 0/1/"true", and lists as arrays or keyed objects;
 * these helpers accept those spellings and hand screens one normalised shape.
 */

const NUMERIC = /^-?\d+(\.\d+)?$/;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id sent as a number or a non-empty string; kept as a string (route params and queries are text). */
export const id = z.union([z.string().trim().min(1), z.number()]).transform(String);

/** A required uuid: a screen cannot address the entity without it. */
export const uuid = z.string().trim().min(1);

/** A number that may arrive as a numeric string. */
export const num = z.union([z.number(), z.string().trim().regex(NUMERIC).transform(Number)]);

/** A badge or counter: missing, null or unreadable counts as 0. */
export const count = num.catch(0);

/** An optional number: missing, null or unreadable becomes null. */
export const optNum = num
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

/** A boolean sent as true/false, 0/1, "0"/"1" or "true"/"false". */
export const bool = z
  .union([z.boolean(), z.literal([0, 1]), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** An optional flag: missing, null or unreadable is false. */
export const flag = bool.catch(false);

const textLike = z.union([z.string(), z.number()]).transform(String);

/** Display text: numbers become strings, missing or null becomes ''. */
export const text = textLike
  .nullish()
  .catch(null)
  .transform((value) => value ?? '');

/** Optional text such as a date, a URL or a file name: missing, null or '' becomes null. */
export const optText = textLike
  .nullish()
  .catch(null)
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

/** An optional id: missing, null or empty becomes null. */
export const optId = id
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

/** A date or date-time exactly as the server sent it (screens format it); null when absent. */
export const date = optText;

/** The values of a keyed object in key order (integer-like keys come first, as JavaScript orders them). */
const valuesOf = (value: unknown): unknown => (isRecord(value) ? Object.values(value) : value);

/**
 * A list sent as an array or as an object keyed by id or position; normalised to an array in key
 * order. `min` rejects a list too short to be used.
 */
export const list = <T extends z.ZodType>(item: T, min = 0) =>
  z.preprocess(valuesOf, z.array(item).min(min));

/**
 * A list whose entries are read one by one: an entry the schema cannot read is left out (and
 * counted in `dropped`, for the log), so one bad row from a server never empties a whole screen.
 * Missing or null is []; an object keyed by id or position reads in key order.
 */
export const lenientList = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (value) => (value === undefined || value === null ? [] : valuesOf(value)),
      z.array(z.unknown()),
    )
    .transform((entries) => {
      const kept: z.output<T>[] = [];
      for (const entry of entries) {
        const parsed = item.safeParse(entry);
        if (parsed.success) kept.push(parsed.data);
      }
      return kept;
    });

/** An optional list: missing or null becomes []; anything else must be a list. */
export const optList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : valuesOf(value)),
    z.array(item),
  );

/**
 * One entity or a list of them (a flow call answers one flow or several): an object carrying
 * `marker` is one entity, any other object is a keyed list.
 */
export const oneOrMany = <T extends z.ZodType>(item: T, marker = 'uuid') =>
  z.preprocess(
    (value) => (isRecord(value) && marker in value ? [value] : valuesOf(value)),
    z.array(item),
  );

/** One entity that may arrive bare or as the first element of an array (lookups by uuid answer arrays). */
export const first = <T extends z.ZodType>(item: T) =>
  z
    .preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(item).min(1))
    .transform((items) => items[0] as z.output<T>);

/** An optional nested object: missing, null or unusable becomes null. */
export const optObject = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .catch(null)
    .transform((value): z.output<T> | null => value ?? null);

/** Free-form params of a step or a flow: kept as an object, anything else becomes {}. */
export const params = z.record(z.string(), z.unknown()).catch({});

/** A select option {id, title}; an option keyed by uuid is read the same way. */
export const option = z.preprocess(
  (value) =>
    isRecord(value) && value.id === undefined && value.uuid !== undefined
      ? { ...value, id: value.uuid }
      : value,
  z.object({ id, title: text }),
);
export type Option = z.output<typeof option>;

/** Options sent as a list of {id, title} or as a map of id to title (feedback themes). */
export const options = z.preprocess((value) => {
  if (!isRecord(value)) return value;
  return Object.entries(value).map(([key, item]) =>
    isRecord(item) ? { id: key, ...item } : { id: key, title: item },
  );
}, z.array(option));

/** A list wrapped in an object under `key` ({ipms: [...]}); a bare list is accepted too. */
export const wrappedList = <T extends z.ZodType>(key: string, item: T) =>
  z.preprocess((value) => (isRecord(value) && key in value ? value[key] : value), list(item));

/** The answer of a write whose body the spec does not describe: anything goes, callers get void. */
export const ack = z.unknown();
