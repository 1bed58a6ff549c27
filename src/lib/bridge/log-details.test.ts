import { describe, expect, it } from 'vitest';

import { serializeDetails } from './log-details';

const parse = (details: unknown, max = 16_000) =>
  JSON.parse(serializeDetails(details, max)!) as unknown;

describe('serializeDetails', () => {
  it('keeps plain data as JSON, and undefined as undefined', () => {
    expect(serializeDetails(undefined, 100)).toBeUndefined();
    expect(parse({ status: 404, path: 'flows', ok: false, none: null })).toEqual({
      status: 404,
      path: 'flows',
      ok: false,
      none: null,
    });
    expect(parse('text')).toBe('text');
  });

  it('writes an error with its own fields, a short stack and its cause', () => {
    const error = Object.assign(new Error('outer', { cause: new TypeError('inner') }), {
      status: 502,
    });
    expect(parse(error)).toMatchObject({
      name: 'Error',
      message: 'outer',
      status: 502,
      stack: expect.stringContaining('outer'),
      cause: { name: 'TypeError', message: 'inner' },
    });
  });

  it('describes files and buffers instead of their bytes', () => {
    const file = new File(['abc'], 'photo.png', { type: 'image/png' });
    expect(parse({ file, buffer: new Uint8Array(8), blob: new Blob(['xy']) })).toEqual({
      file: '[File photo.png image/png 3 bytes]',
      buffer: '[Uint8Array 8 bytes]',
      blob: '[Blob no type 2 bytes]',
    });
  });

  it('survives cycles, throwing getters, functions and odd numbers', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const shared = { id: 1 };
    const hostile = {
      get boom(): never {
        throw new Error('no');
      },
    };
    expect(
      parse({ cyclic, twice: [shared, shared], hostile, run: () => 1, big: 10n, nan: NaN }),
    ).toEqual({
      cyclic: { name: 'loop', self: '[Circular]' },
      twice: [{ id: 1 }, { id: 1 }],
      hostile: { boom: '[unreadable: Error: no]' },
      run: '[Function run]',
      big: '10',
      nan: 'NaN',
    });
  });

  it('bounds depth, width and length', () => {
    const deep = { a: { b: { c: { d: { e: 1 } } } } };
    expect(parse(deep)).toEqual({ a: { b: { c: { d: '[Object]' } } } });
    const long = parse(Array.from({ length: 50 }, (_, i) => i)) as unknown[];
    expect(long).toHaveLength(21);
    expect(long.at(-1)).toBe('30 more items');
    const text = serializeDetails({ html: '<p>'.repeat(10_000) }, 500)!;
    expect(text).toHaveLength(500);
    expect(text.endsWith('…[truncated]')).toBe(true);
  });

  it('never writes a secret held under its usual key', () => {
    const text = serializeDetails({ password: 'hunter2', nested: { pin_code: '1234' } }, 1_000)!;
    expect(text).not.toMatch(/hunter2|1234/);
    expect(JSON.parse(text)).toEqual({
      password: '[redacted]',
      nested: { pin_code: '[redacted]' },
    });
  });
});
