import { describe, expect, it } from 'vitest';

import {
  draftProblems,
  emptyDraft,
  isBirthdayInRange,
  parseBirthday,
  isPositiveNumber,
  numberDigitsOnly,
  toNewStudent,
  type StudentDraft,
} from './student-form';

const NOW = new Date(2026, 10, 25, 12, 0, 0);
const valid: StudentDraft = {
  ...emptyDraft,
  title: 'Новикова Ольга Сергеевна',
  birthday: '1990-05-17',
  tabel: '4001',
};

describe('the add-student rules (spec 2 §5)', () => {
  it('a valid draft has no problems', () => {
    expect(draftProblems(valid, false, NOW)).toEqual([]);
  });

  it('the full name must not be empty (spaces count as empty)', () => {
    expect(draftProblems({ ...valid, title: '   ' }, false, NOW)).toEqual(['title']);
  });

  it('the date of birth lies strictly between 100 years ago and now', () => {
    expect(isBirthdayInRange(new Date(2026, 10, 25, 11, 59), NOW)).toBe(true);
    expect(isBirthdayInRange(NOW, NOW)).toBe(false);
    expect(isBirthdayInRange(new Date(2027, 0, 1), NOW)).toBe(false);
    expect(isBirthdayInRange(new Date(1926, 10, 25, 12, 0, 0), NOW)).toBe(false);
    expect(isBirthdayInRange(new Date(1926, 10, 25, 12, 0, 1), NOW)).toBe(true);
    expect(draftProblems({ ...valid, birthday: '' }, false, NOW)).toEqual(['birthday']);
    expect(draftProblems({ ...valid, birthday: '1900-01-01' }, false, NOW)).toEqual(['birthday']);
    expect(draftProblems({ ...valid, birthday: '2030-01-01' }, false, NOW)).toEqual(['birthday']);
    expect(parseBirthday('17.05.1990')).toBeNull();
  });

  it('the personnel number keeps its digits as text, leading zeros too, and must be positive', () => {
    expect(numberDigitsOnly('-12a3')).toBe('123');
    expect(numberDigitsOnly('00123')).toBe('00123');
    expect(numberDigitsOnly('007')).toBe('007');
    expect(isPositiveNumber('00123')).toBe(true);
    for (const zero of ['0', '000', ''])
      expect(draftProblems({ ...valid, tabel: zero }, false, NOW)).toEqual(['tabel']);
    expect(toNewStudent({ ...valid, tabel: '00123' }).tabel).toBe('00123');
  });

  it('a free-choice session needs a course', () => {
    expect(draftProblems(valid, true, NOW)).toEqual(['course']);
    expect(draftProblems({ ...valid, course: { uuid: 'c', title: 'C' } }, true, NOW)).toEqual([]);
  });

  it('the student JSON carries birthday_dt as @ plus epoch seconds', () => {
    const student = toNewStudent({ ...valid, position: { uuid: 'p', id: null, title: 'Слесарь' } });
    expect(student).toEqual({
      title: 'Новикова Ольга Сергеевна',
      birthday_dt: `@${new Date(1990, 4, 17).getTime() / 1000}`,
      tabel: '4001',
      position: { uuid: 'p', id: null, title: 'Слесарь' },
      structure: '',
    });
  });
});
