import type { NewStudent } from '@/lib/api/endpoints/learning-class';
import type { CourseChoice, LookupOption } from '@/lib/api/schemas/learning-class';

import { BIRTHDAY_YEARS_BACK } from './class-constants';

/** What the 'Add a student' form holds while it is typed. */
export interface StudentDraft {
  title: string;
  /** The date input's value, YYYY-MM-DD ('' while empty). */
  birthday: string;
  tabel: string;
  position: LookupOption | string;
  structure: LookupOption | string;
  course: CourseChoice | null;
}

export const emptyDraft: StudentDraft = {
  title: '',
  birthday: '',
  tabel: '',
  position: '',
  structure: '',
  course: null,
};

/** The fields a draft can fail on (spec 2 §5). */
export type DraftProblem = 'title' | 'birthday' | 'tabel' | 'course';

/** A date input value as local midnight, or null when it is not a date. */
export function parseBirthday(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** True when the birthday lies strictly between 100 years ago and now. */
export function isBirthdayInRange(birthday: Date, now: Date): boolean {
  const earliest = new Date(now);
  earliest.setFullYear(now.getFullYear() - BIRTHDAY_YEARS_BACK);
  return birthday.getTime() > earliest.getTime() && birthday.getTime() < now.getTime();
}

/**
 * What the personnel-number field keeps of what is typed: its digits, as text, leading zeros
 * included ('00123' is not the number '123'); signs, points and letters are dropped.
 */
export function numberDigitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Whether a typed personnel number is a positive number (spec 2 §5): '0' and '000' are not. */
export const isPositiveNumber = (value: string): boolean => /^\d*[1-9]\d*$/.test(value);

/** Every rule of spec 2 §5 the draft breaks; Save is ignored while any is listed. */
export function draftProblems(draft: StudentDraft, freeCourse: boolean, now: Date): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.title.trim()) problems.push('title');
  const birthday = parseBirthday(draft.birthday);
  if (!birthday || !isBirthdayInRange(birthday, now)) problems.push('birthday');
  if (!isPositiveNumber(draft.tabel)) problems.push('tabel');
  if (freeCourse && !draft.course) problems.push('course');
  return problems;
}

/** The student JSON the server receives: birthday_dt is '@' plus epoch seconds. */
export function toNewStudent(draft: StudentDraft): NewStudent {
  const birthday = parseBirthday(draft.birthday) ?? new Date(Number.NaN);
  const trim = (value: LookupOption | string) => (typeof value === 'string' ? value.trim() : value);
  return {
    title: draft.title.trim(),
    birthday_dt: `@${Math.floor(birthday.getTime() / 1000)}`,
    tabel: numberDigitsOnly(draft.tabel),
    position: trim(draft.position),
    structure: trim(draft.structure),
  };
}
