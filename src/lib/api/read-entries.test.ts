import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { setLogSinks, type LogLevel } from '@/lib/log';
import dialog from '@mocks/feedback/dialogs.uuid=4d1ebff8-72a0-498f-bc66-86e3fc864952.json';
import library from '@mocks/library/items.json';
import notices from '@mocks/notifications/byEmployee/cde9212a-fcae-44a0-a5b7-da3b8e322a1a.json';

import { ApiError } from './errors';
import { readEntries } from './read-entries';
import {
  feedbackMessageEntriesSchema,
  feedbackMessageSchema,
  feedbackMessagesSchema,
} from './schemas/feedback';
import { libraryItemSchema, libraryListEntriesSchema, libraryListSchema } from './schemas/library';
import { noticeEntriesSchema, noticeListSchema, noticeSchema } from './schemas/notices';

const call = { method: 'GET', path: 'list' } as const;

/** Resolves once every queued microtask has run (a yield to the main thread is a task, not one). */
const microtasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

afterEach(() => setLogSinks([]));

describe('readEntries', () => {
  it('reads in tasks of its own, a slice at a time, in order', async () => {
    const numbers = [1, 2, 3];
    for (const sliceMs of [undefined, 0]) {
      let done = false;
      const reading = readEntries(z.number(), numbers, { keep: 'all', ...call, sliceMs }).then(
        (read) => {
          done = true;
          return read;
        },
      );
      await microtasks();
      // Not in the task that called it: the main thread was given back first (with a slice of
      // 0 ms, before every entry).
      expect(done).toBe(false);
      expect(await reading).toEqual(numbers);
    }
    expect(await readEntries(z.number(), [], { keep: 'all', ...call })).toEqual([]);
  });

  it('leaves out what it cannot read, or rejects the whole answer as invalid and logs why', async () => {
    const entries = [1, 'two', 3];
    expect(await readEntries(z.number(), entries, { keep: 'readable', ...call })).toEqual([1, 3]);
    const lines: [LogLevel, string, unknown][] = [];
    setLogSinks([(level, message, details) => lines.push([level, message, details])]);
    const failure = await readEntries(z.number(), entries, { keep: 'all', ...call }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'invalid', path: 'list' });
    expect(lines).toEqual([
      ['error', 'invalid response: GET list', [expect.objectContaining({ path: [1] })]],
    ]);
  });
});

/** The same answer read in one go by `whole`, and as raw entries then `readEntries`. */
const lists = [
  {
    name: 'library items',
    data: library.data,
    entries: (data: Record<string, unknown>) => data.items,
    whole: (value: unknown) => libraryListSchema.safeParse(value),
    sliced: async (value: unknown) => {
      const answer = libraryListEntriesSchema.parse(value);
      const items = await readEntries(libraryItemSchema, answer.items, {
        keep: 'readable',
        ...call,
      });
      return { ...answer, items };
    },
  },
  {
    name: 'notices',
    data: notices.data,
    entries: (data: Record<string, unknown>) => data.notifications,
    whole: (value: unknown) => noticeListSchema.safeParse(value),
    sliced: async (value: unknown) =>
      readEntries(noticeSchema, noticeEntriesSchema.parse(value), { keep: 'all', ...call }),
  },
  {
    name: 'dialog messages',
    data: dialog.data,
    entries: (data: Record<string, unknown>) => data.messages,
    whole: (value: unknown) => feedbackMessagesSchema.safeParse(value),
    sliced: async (value: unknown) =>
      readEntries(feedbackMessageSchema, feedbackMessageEntriesSchema.parse(value), {
        keep: 'all',
        ...call,
      }),
  },
];

describe.each(lists)('$name read in slices', ({ data, entries, whole, sliced }) => {
  const valid = entries(data as Record<string, unknown>) as Record<string, unknown>[];
  const key = Object.keys(data as object).find((name) => Array.isArray((data as never)[name]));
  /** A valid entry with one field replaced by any JSON value, or any JSON value at all. */
  const entry = fc.oneof(
    fc.constantFrom(...valid),
    fc
      .tuple(fc.constantFrom(...valid), fc.constantFrom(...Object.keys(valid[0]!)), fc.jsonValue())
      .map(([item, field, value]) => ({ ...item, [field]: value })),
    fc.jsonValue(),
  );
  /** The entries as an array, wrapped in the answer's object, keyed by id, or anything else. */
  const answer = fc.oneof(
    fc.array(entry, { maxLength: 6 }),
    fc.array(entry, { maxLength: 6 }).map((items) => ({ ...(data as object), [key!]: items })),
    fc
      .array(entry, { maxLength: 6 })
      .map((items) => ({ [key!]: Object.fromEntries(items.map((item, i) => [`k${i}`, item])) })),
    fc.jsonValue(),
  );

  it('accepts and refuses the same answers, with the same result, as reading it in one go', async () => {
    setLogSinks([]);
    await fc.assert(
      fc.asyncProperty(answer, async (value) => {
        const expected = whole(value);
        const got = await sliced(value).then(
          (result) => ({ success: true as const, data: result }),
          () => ({ success: false as const }),
        );
        expect(got.success).toBe(expected.success);
        if (expected.success) expect(got).toEqual({ success: true, data: expected.data });
      }),
      { numRuns: 400 },
    );
  });
});
