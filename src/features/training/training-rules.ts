import type { TrainingRow } from '@/lib/api/schemas/training';
import { parseServerDate } from '@/lib/format/dates';

/** Which list: additional (extra) training or targeted training. */
export type TrainingKind = 'extra' | 'targeted';
/** The tabs of a list (spec 2 §2). */
export type TrainingTab = 'all' | 'new' | 'passed';
export type Tone = 'success' | 'secondary' | 'info' | 'danger' | 'primary' | 'warning' | 'neutral';

const DAY_MS = 86_400_000;
/** A row shows New for this long after its start (spec 2 §9). */
export const NEW_FOR_MS = DAY_MS;
/** A row without a flow shows the no-questions warning this long. */
export const NO_QUESTIONS_WARNING_MS = 5_000;

/** Appointment status codes (spec 2 §4): 1 assigned, 3 started, 4 passed, 6 and 8 failed, 7 cancelled. */
export const STATUS = {
  assigned: 1,
  started: 3,
  passed: 4,
  expired: 6,
  cancelled: 7,
  failed: 8,
} as const;

/** Targeted-training status colours: 4 green, 7 grey, 3 info, 6 and 8 red, 1 blue. */
export function statusTone(status: number | null): Tone {
  switch (status) {
    case STATUS.passed:
      return 'success';
    case STATUS.cancelled:
      return 'secondary';
    case STATUS.started:
      return 'info';
    case STATUS.expired:
    case STATUS.failed:
      return 'danger';
    case STATUS.assigned:
      return 'primary';
    default:
      return 'neutral';
  }
}

/** Whole days to date_delay, never below 0; null without a readable date. */
export function daysLeft(row: TrainingRow, now: number): number | null {
  const due = parseServerDate(row.appointment.date_delay);
  if (!due) return null;
  return Math.max(0, Math.floor((due.getTime() - now) / DAY_MS));
}

/** Days left of 1 or less are red, 2 to 3 the warning colour. */
export const daysTone = (days: number): Tone =>
  days <= 1 ? 'danger' : days <= 3 ? 'warning' : 'neutral';

/** New: enabled and started under 24 h ago. */
export function isNew(row: TrainingRow, now: number): boolean {
  const start = parseServerDate(row.appointment.start_dt);
  return (
    row.appointment.enable &&
    !!start &&
    now >= start.getTime() &&
    now - start.getTime() < NEW_FOR_MS
  );
}

/** Expired: enabled and the passage date is past (a passed row is not expired). */
export function isExpired(row: TrainingRow, now: number): boolean {
  const passage = parseServerDate(row.appointment.passage_dt);
  return (
    row.appointment.enable &&
    row.appointment.status !== STATUS.passed &&
    !!passage &&
    passage.getTime() < now
  );
}

export const isPassed = (row: TrainingRow): boolean => row.appointment.status === STATUS.passed;

/**
 * The rows of a tab: All; New (assigned and not started yet, or carrying the New badge); Passed
 * (status 4). See docs/api-contract.md "Training lists".
 */
export function rowsOfTab(rows: TrainingRow[], tab: TrainingTab, now: number): TrainingRow[] {
  if (tab === 'passed') return rows.filter(isPassed);
  if (tab === 'new')
    return rows.filter((row) => row.appointment.status === STATUS.assigned || isNew(row, now));
  return rows;
}
