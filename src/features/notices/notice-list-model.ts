import type { Notice, NoticeType } from '@/lib/api/schemas/notices';
import { parseServerDate } from '@/lib/format/dates';

/** The list's filters; the selected ones are added together (a notice must pass every one). */
export interface NoticeFilters {
  /** New: the end date is still ahead. */
  onlyNew: boolean;
  onlyUnread: boolean;
  /** By type: the notice is of one of these types (none selected: any type). */
  types: NoticeType[];
}

export const NO_FILTERS: NoticeFilters = { onlyNew: false, onlyUnread: false, types: [] };

/** Sort by start date: newest first (the default) or oldest first. */
export type SortOrder = 'desc' | 'asc';

const time = (value: string | null) => parseServerDate(value)?.getTime() ?? null;

/** New: the end date is in the future; a notice without an end date has not ended. */
export function isNew(notice: Notice, now: Date): boolean {
  const end = time(notice.end_dt);
  return end === null || end > now.getTime();
}

/** Faded: read, and the end date has passed. */
export function isFaded(notice: Notice, now: Date): boolean {
  const end = time(notice.end_dt);
  return notice.read && end !== null && end <= now.getTime();
}

/** The notices that pass every selected filter. */
export function filterNotices(notices: Notice[], filters: NoticeFilters, now: Date): Notice[] {
  return notices.filter(
    (notice) =>
      (!filters.onlyNew || isNew(notice, now)) &&
      (!filters.onlyUnread || !notice.read) &&
      (filters.types.length === 0 || filters.types.includes(notice.type)),
  );
}

/** Sorted by start_dt in the given order; notices without a readable start date come last. */
export function sortByStart(notices: Notice[], order: SortOrder): Notice[] {
  const sign = order === 'desc' ? -1 : 1;
  return notices
    .map((notice) => ({ notice, start: time(notice.start_dt) }))
    .sort((a, b) => {
      if (a.start === null || b.start === null) {
        return a.start === b.start ? 0 : a.start === null ? 1 : -1;
      }
      return sign * (a.start - b.start);
    })
    .map(({ notice }) => notice);
}

/** The stepper's notices: the unread ones, by priority ascending (equal priorities keep the server order). */
export function stepperNotices(notices: Notice[]): Notice[] {
  return notices.filter((notice) => !notice.read).sort((a, b) => a.priority - b.priority);
}
