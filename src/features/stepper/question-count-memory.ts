import type { questionCounts } from './flow-request';

/** How many employees' last question counts a terminal remembers; the longest unseen go first. */
export const QUESTION_COUNT_MEMORY = 200;

/** The question counts of a pre-shift run: the total and each education's. */
export type QuestionCounts = ReturnType<typeof questionCounts>;

/** An employee's last pre-shift question counts, and when the terminal saw them (epoch ms). */
export interface QuestionCountMark {
  total: number;
  /** Questions per education title. */
  perEducation: Record<string, number>;
  seen: number;
}

/** The marks by employee uuid; a bare number is a total kept by an earlier build. */
export type QuestionCountMemory = Record<string, QuestionCountMark | number>;

const byTitle = (counts: QuestionCounts) => {
  const map: Record<string, number> = {};
  for (const { title, count } of counts.perEducation) map[title] = (map[title] ?? 0) + count;
  return map;
};

/**
 * Whether the notice is due (spec 1 §2): the employee ran a pre-shift on this terminal before and
 * its total, or the count of an education they had then, is not what it was.
 */
export function countsChanged(
  previous: QuestionCountMark | number | undefined,
  now: QuestionCounts,
): boolean {
  if (previous === undefined) return false;
  if (typeof previous === 'number') return previous !== now.total;
  if (previous.total !== now.total) return true;
  const current = byTitle(now);
  return Object.entries(previous.perEducation).some(
    ([title, count]) => title in current && current[title] !== count,
  );
}

/**
 * The memory with an employee's counts remembered, dropping the longest unseen employees beyond the
 * limit. Worked out where the run starts (the stepper's code), not in the slice: the slice loads with
 * the start screen, this only with a pre-shift.
 */
export function remembered(
  memory: QuestionCountMemory,
  employee: string,
  counts: QuestionCounts,
  seen: number,
): QuestionCountMemory {
  const next: QuestionCountMemory = {
    ...memory,
    [employee]: { total: counts.total, perEducation: byTitle(counts), seen },
  };
  const employees = Object.keys(next);
  if (employees.length <= QUESTION_COUNT_MEMORY) return next;
  const seenAt = (uuid: string) => {
    const mark = next[uuid];
    return typeof mark === 'object' ? mark.seen : -Infinity;
  };
  employees
    .sort((a, b) => seenAt(a) - seenAt(b))
    .slice(0, employees.length - QUESTION_COUNT_MEMORY)
    .forEach((uuid) => delete next[uuid]);
  return next;
}
