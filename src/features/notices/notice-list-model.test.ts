import { describe, expect, it } from 'vitest';

import { noticeSchema } from '@/lib/api/schemas/notices';

import {
  filterNotices,
  isFaded,
  isNew,
  NO_FILTERS,
  sortByStart,
  stepperNotices,
} from './notice-list-model';
import { rawNotice } from './notices-test-data';

const NOW = new Date('2026-11-25T12:00:00Z');
const notice = (uuid: string, fields: Record<string, unknown> = {}) =>
  noticeSchema.parse(rawNotice(uuid, fields));
const ids = (list: Array<{ uuid: string }>) => list.map((item) => item.uuid);

const notices = [
  notice('new-unread-danger', { type: 'danger', end_dt: '2026-12-01T00:00:00Z' }),
  notice('new-read-danger', { type: 'danger', read: true, end_dt: '2026-12-01T00:00:00Z' }),
  notice('old-unread-info', { end_dt: '2026-11-20T00:00:00Z' }),
  notice('new-unread-warning', { type: 'warning', end_dt: null }),
  notice('old-read-danger', { type: 'error', read: true, end_dt: '2026-11-01T00:00:00Z' }),
];

describe('notice list filters', () => {
  it('New keeps notices whose end date is ahead (or that have none)', () => {
    expect(isNew(notices[0]!, NOW)).toBe(true);
    expect(isNew(notices[2]!, NOW)).toBe(false);
    expect(isNew(notices[3]!, NOW)).toBe(true);
  });

  it('adds the selected filters together: New, Unread and the types must all hold', () => {
    expect(ids(filterNotices(notices, NO_FILTERS, NOW))).toHaveLength(5);
    expect(ids(filterNotices(notices, { ...NO_FILTERS, onlyNew: true }, NOW))).toEqual([
      'new-unread-danger',
      'new-read-danger',
      'new-unread-warning',
    ]);
    expect(
      ids(filterNotices(notices, { ...NO_FILTERS, onlyNew: true, onlyUnread: true }, NOW)),
    ).toEqual(['new-unread-danger', 'new-unread-warning']);
    expect(
      ids(filterNotices(notices, { onlyNew: true, onlyUnread: true, types: ['danger'] }, NOW)),
    ).toEqual(['new-unread-danger']);
    expect(ids(filterNotices(notices, { ...NO_FILTERS, types: ['danger', 'info'] }, NOW))).toEqual([
      'new-unread-danger',
      'new-read-danger',
      'old-unread-info',
      'old-read-danger',
    ]);
  });

  it('fades only read notices whose end date has passed', () => {
    expect(notices.filter((item) => isFaded(item, NOW)).map((item) => item.uuid)).toEqual([
      'old-read-danger',
    ]);
  });
});

describe('notice list sort', () => {
  const dated = [
    notice('mid', { start_dt: '2026-11-20T09:00:00+03:00' }),
    notice('none', { start_dt: null }),
    notice('late', { start_dt: '2026-11-24 08:00:00' }),
    notice('early', { start_dt: 1_762_000_000 }),
  ];

  it('sorts by start date newest first, or oldest first; undated notices last', () => {
    expect(ids(sortByStart(dated, 'desc'))).toEqual(['late', 'mid', 'early', 'none']);
    expect(ids(sortByStart(dated, 'asc'))).toEqual(['early', 'mid', 'late', 'none']);
  });
});

describe('notices stepper order and texts', () => {
  it('takes the unread notices by priority ascending', () => {
    const list = [
      notice('p3', { priority: '3' }),
      notice('p1-read', { priority: 1, read: true }),
      notice('p1', { priority: 1 }),
      notice('p2', { priority: 2 }),
    ];
    expect(ids(stepperNotices(list))).toEqual(['p1', 'p2', 'p3']);
  });
});
