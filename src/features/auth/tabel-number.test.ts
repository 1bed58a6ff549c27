import { describe, expect, it } from 'vitest';

import { entryFromUrl, hasEntryParam, isPersonnelNumber, withoutEntryParam } from './tabel-number';

describe('a tabel_namber from the address', () => {
  it('is read from the hash route or from the page query before the #', () => {
    expect(entryFromUrl('?tabel_namber=1001', '')).toEqual({ kind: 'number', number: '1001' });
    expect(entryFromUrl('', '?kiosk=7&tabel_namber=1001')).toEqual({
      kind: 'number',
      number: '1001',
    });
    expect(entryFromUrl('?other=1', '?kiosk=7')).toEqual({ kind: 'none' });
  });

  it('accepts only a positive personnel number and reports anything else as invalid', () => {
    for (const valid of ['1001', '12-345', '007']) expect(isPersonnelNumber(valid)).toBe(true);
    for (const invalid of ['', '0', '000', '-5', '5-', '12a', '1 2', '1.5', '--1'])
      expect(isPersonnelNumber(invalid)).toBe(false);
    expect(entryFromUrl('', '?tabel_namber=-5')).toEqual({ kind: 'invalid', value: '-5' });
    expect(entryFromUrl('', '?tabel_namber=')).toEqual({ kind: 'invalid', value: '' });
    expect(entryFromUrl('', '?tabel_namber=abc1001')).toEqual({
      kind: 'invalid',
      value: 'abc1001',
    });
  });

  it('is removed from a query string with the other parameters kept as written', () => {
    expect(withoutEntryParam('?tabel_namber=1001')).toBe('');
    expect(withoutEntryParam('?kiosk=7&tabel_namber=1001&name=a%20b')).toBe('?kiosk=7&name=a%20b');
    expect(withoutEntryParam('?tabel%5Fnamber=1001&x')).toBe('?x');
    expect(withoutEntryParam('')).toBe('');
    expect(hasEntryParam('?kiosk=7&tabel_namber=')).toBe(true);
    expect(hasEntryParam('?kiosk=7&tabel_namberx=1')).toBe(false);
  });
});
