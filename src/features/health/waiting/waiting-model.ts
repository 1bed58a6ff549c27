import { formatTimeUnit, type TimeUnit } from '@/lib/format/units';
import type { DeadLetter, OutboxItem } from '@/lib/outbox/outbox-types';

/** What kind of employee action a queued write records, read from its path (for the list's label). */
export type WriteKind =
  'flow' | 'survey' | 'library' | 'messageRead' | 'feedback' | 'risks' | 'ppe' | 'notice';

const kinds: Array<[RegExp, WriteKind]> = [
  [/^flows\//, 'flow'],
  [/^surveys\//, 'survey'],
  [/^library\//, 'library'],
  [/^feedback\/dialogs\/mark-read$/, 'messageRead'],
  [/^feedback\//, 'feedback'],
  [/^risks\//, 'risks'],
  [/^ipm\//, 'ppe'],
];

/** The kind of a write; a path of no known area is a notice action's callback (any path). */
export const writeKind = (item: OutboxItem): WriteKind =>
  kinds.find(([pattern]) => pattern.test(item.request.path))?.[1] ?? 'notice';

/** How many rows each list shows at most; the rest are counted (the headings give the totals). */
export const ROWS_SHOWN = 200;

export const isDead = (item: OutboxItem | DeadLetter): item is DeadLetter => 'deadAt' in item;

/** How many writes of each kind, or of each employee, most first. */
export function countBy<T extends OutboxItem | DeadLetter>(
  items: readonly T[],
  key: (item: T) => string,
): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The age of the oldest waiting write (ms), or null when none waits. */
export const oldestAge = (items: readonly OutboxItem[], now: number): number | null =>
  items.length ? now - Math.min(...items.map((item) => item.createdAt)) : null;

/** An age in the largest whole unit that fits (days, hours, minutes), in the kiosk's language. */
export function formatAge(ms: number, language: string): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const [value, unit]: [number, TimeUnit] =
    minutes >= 2 * 24 * 60
      ? [Math.floor(minutes / (24 * 60)), 'day']
      : minutes >= 120
        ? [Math.floor(minutes / 60), 'hour']
        : [minutes, 'minute'];
  return formatTimeUnit(value, unit, language);
}
