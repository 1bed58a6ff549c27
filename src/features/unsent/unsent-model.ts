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
