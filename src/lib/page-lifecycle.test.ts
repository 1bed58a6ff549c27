import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { forgetOpeningLocation, isOpeningLocation, noteLocation } from './page-lifecycle';

const at = (pathname: string, key = 'default', search = '') => ({ key, pathname, search });

// Files share a worker's modules (no per-file isolation): another file's app shell may have noted
// a location before this one starts.
beforeEach(forgetOpeningLocation);
afterEach(forgetOpeningLocation);

describe('the location the page opened on', () => {
  it('is the first one the app shell notes, however often it is noted again', () => {
    noteLocation(at('/preshift', 'k1'));
    noteLocation(at('/preshift', 'k1'));
    expect(isOpeningLocation(at('/preshift', 'k1'))).toBe(true);
    expect(isOpeningLocation(at('/cabinet', 'k1'))).toBe(false);
  });

  it('is over once the employee moves: an in-app navigation (a new key), even back to the same address', () => {
    noteLocation(at('/preshift', 'k1'));
    noteLocation(at('/cabinet', 'k2'));
    noteLocation(at('/preshift', 'k3'));
    expect(isOpeningLocation(at('/preshift', 'k1'))).toBe(false);
    expect(isOpeningLocation(at('/preshift', 'k3'))).toBe(false);
  });

  it('is over once the address is set from outside (the key stays "default", the path changes)', () => {
    noteLocation(at('/'));
    noteLocation(at('/preshift'));
    expect(isOpeningLocation(at('/preshift'))).toBe(false);
    expect(isOpeningLocation(at('/'))).toBe(false);
  });

  it('is unknown until the app shell has noted one', () => {
    expect(isOpeningLocation(at('/'))).toBe(false);
  });
});
