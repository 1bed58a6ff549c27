import { describe, expect, it } from 'vitest';

import { cardCodeToSave } from './card-code';

describe('cardCodeToSave', () => {
  it('drops the 5 characters of a keyboard reader’s enter', () => {
    expect(cardCodeToSave('0012345678Enter', true)).toBe('0012345678');
    expect(cardCodeToSave('0012345678enter', true)).toBe('0012345678');
  });

  it('keeps a code the shell already cut, and every code of a serial reader', () => {
    expect(cardCodeToSave('0012345678', true)).toBe('0012345678');
    expect(cardCodeToSave('00123enter', false)).toBe('00123enter');
    expect(cardCodeToSave(' 0012345678 ', false)).toBe('0012345678');
  });
});
