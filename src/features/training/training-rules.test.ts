import { describe, expect, it } from 'vitest';

import { trainingRowSchema } from '@/lib/api/schemas/training';

import { daysLeft, daysTone, isExpired, isNew, rowsOfTab, statusTone } from './training-rules';

const now = new Date('2026-11-25T12:00:00Z').getTime();
const row = (appointment: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  trainingRowSchema.parse({
    title: 'T',
    number_of_attempts: 3,
    threshold_of_passage: 80,
    appointment: { uuid: 'a', status: 1, enable: true, ...appointment },
    ...extra,
  });

describe('training rules (spec 2 §4, §9)', () => {
  it('days left are whole days to date_delay, at least 0; 1 or less red, 2 to 3 warning', () => {
    expect(daysLeft(row({ date_delay: '2026-11-28T13:00:00Z' }), now)).toBe(3);
    expect(daysLeft(row({ date_delay: '2026-11-26T11:00:00Z' }), now)).toBe(0);
    expect(daysLeft(row({ date_delay: '2026-11-20T00:00:00Z' }), now)).toBe(0);
    expect(daysLeft(row({ date_delay: null }), now)).toBeNull();
    expect([0, 1, 2, 3, 4].map(daysTone)).toEqual([
      'danger',
      'danger',
      'warning',
      'warning',
      'neutral',
    ]);
  });

  it('New: enabled and started under 24 h ago; Expired: enabled and the passage date past', () => {
    expect(isNew(row({ start_dt: '2026-11-25T01:00:00Z' }), now)).toBe(true);
    expect(isNew(row({ start_dt: '2026-11-24T11:59:00Z' }), now)).toBe(false);
    expect(isNew(row({ start_dt: '2026-11-25T01:00:00Z', enable: false }), now)).toBe(false);
    expect(isExpired(row({ passage_dt: '2026-11-25T11:00:00Z' }), now)).toBe(true);
    expect(isExpired(row({ passage_dt: '2026-11-25T13:00:00Z' }), now)).toBe(false);
    expect(isExpired(row({ passage_dt: '2026-11-25T11:00:00Z', enable: false }), now)).toBe(false);
  });

  it('targeted-training colours: 4 green, 7 grey, 3 info, 6 and 8 red, 1 blue', () => {
    expect([4, 7, 3, 6, 8, 1, 99, null].map(statusTone)).toEqual([
      'success',
      'secondary',
      'info',
      'danger',
      'danger',
      'primary',
      'neutral',
      'neutral',
    ]);
  });

  it('tabs: All, New (assigned or new), Passed (status 4)', () => {
    const rows = [
      row({ uuid: '1', status: 1 }),
      row({ uuid: '2', status: 3 }),
      row({ uuid: '3', status: 4 }),
      // Not assigned (status 3) but started 11 h ago: it carries the New badge.
      row({ uuid: '4', status: 3, start_dt: '2026-11-25T01:00:00Z' }),
    ];
    const ids = (tab: 'all' | 'new' | 'passed') =>
      rowsOfTab(rows, tab, now).map((item) => item.appointment.uuid);
    expect(ids('all')).toEqual(['1', '2', '3', '4']);
    expect(ids('new')).toEqual(['1', '4']);
    expect(ids('passed')).toEqual(['3']);
  });
});
