import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import {
  bool,
  count,
  first,
  flag,
  id,
  list,
  num,
  oneOrMany,
  optId,
  optList,
  options,
  optText,
  sameId,
  text,
} from './common';

describe('common coercions', () => {
  it('keeps ids in the JSON type they came in: a number stays a number, text stays text', () => {
    expect(id.parse(1007)).toBe(1007);
    expect(id.parse('1007')).toBe('1007');
    expect(id.parse(' a-1 ')).toBe('a-1');
    expect(id.parse(0)).toBe(0);
    expect(id.safeParse('').success).toBe(false);
    expect(id.safeParse('  ').success).toBe(false);
    expect(id.safeParse(null).success).toBe(false);
    expect(id.safeParse(Number.NaN).success).toBe(false);
    expect(id.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(id.safeParse(true).success).toBe(false);
  });

  it('reads optional ids as they came, and anything unusable as null', () => {
    expect(optId.parse(52010)).toBe(52010);
    expect(optId.parse('52010')).toBe('52010');
    expect([undefined, null, '', ' ', {}].map((value) => optId.parse(value))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('tells the same id sent as a number and as text', () => {
    expect(sameId(52, '52')).toBe(true);
    expect(sameId('a', 'a')).toBe(true);
    expect(sameId(52, 53)).toBe(false);
    expect(sameId(null, null)).toBe(false);
    expect(sameId(undefined, '52')).toBe(false);
  });

  it('reads numeric strings as numbers and rejects other text', () => {
    expect(num.parse('12.5')).toBe(12.5);
    expect(num.parse(' 4 ')).toBe(4);
    expect(num.safeParse('12 kg').success).toBe(false);
    expect(num.safeParse('').success).toBe(false);
  });

  it('counts missing, null or unreadable badges as 0', () => {
    const badges = z.object({ unread: count });
    expect(badges.parse({})).toEqual({ unread: 0 });
    expect(badges.parse({ unread: null })).toEqual({ unread: 0 });
    expect(badges.parse({ unread: 'many' })).toEqual({ unread: 0 });
    expect(badges.parse({ unread: '3' })).toEqual({ unread: 3 });
  });

  it('reads booleans sent as 0/1 and "true"/"false"', () => {
    expect([true, 1, '1', 'true'].map((value) => bool.parse(value))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([false, 0, '0', 'false'].map((value) => bool.parse(value))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(bool.safeParse('yes').success).toBe(false);
    expect(z.object({ on: flag }).parse({})).toEqual({ on: false });
  });

  it('turns numbers into text and missing text into an empty string or null', () => {
    expect(text.parse(2000)).toBe('2000');
    expect(text.parse(null)).toBe('');
    expect(optText.parse('')).toBeNull();
    expect(optText.parse(undefined)).toBeNull();
  });

  it('normalises keyed objects to arrays in key order', () => {
    const numbers = list(num);
    expect(numbers.parse([3, 1])).toEqual([3, 1]);
    expect(numbers.parse({ b: 2, a: '1', c: 3 })).toEqual([2, 1, 3]);
    expect(numbers.parse({ 2: 20, 1: 10 })).toEqual([10, 20]);
    expect(numbers.safeParse('1,2').success).toBe(false);
    expect(numbers.safeParse(null).success).toBe(false);
    expect(list(num, 1).safeParse([]).success).toBe(false);
  });

  it('treats a missing optional list as empty but still rejects garbage', () => {
    expect(optList(num).parse(null)).toEqual([]);
    expect(optList(num).parse(undefined)).toEqual([]);
    expect(optList(num).safeParse('none').success).toBe(false);
  });

  it('reads one entity or a list of them', () => {
    const entity = z.object({ uuid: z.string() });
    expect(oneOrMany(entity).parse({ uuid: 'a' })).toEqual([{ uuid: 'a' }]);
    expect(oneOrMany(entity).parse([{ uuid: 'a' }, { uuid: 'b' }])).toHaveLength(2);
    expect(oneOrMany(entity).parse({ x: { uuid: 'a' } })).toEqual([{ uuid: 'a' }]);
    expect(first(entity).parse([{ uuid: 'a' }, { uuid: 'b' }])).toEqual({ uuid: 'a' });
    expect(first(entity).safeParse([]).success).toBe(false);
  });

  it('reads options from a map of id to title or from a list, keeping the order', () => {
    expect(options.parse({ t2: 'Second', t1: 'First' })).toEqual([
      { id: 't2', title: 'Second' },
      { id: 't1', title: 'First' },
    ]);
    expect(
      options.parse([
        { id: 11, title: 'Warehouse' },
        { uuid: 'u', title: 'Shop' },
      ]),
    ).toEqual([
      { id: 11, title: 'Warehouse' },
      { id: 'u', title: 'Shop' },
    ]);
    expect(options.safeParse([{ title: 'no id' }]).success).toBe(false);
  });
});
