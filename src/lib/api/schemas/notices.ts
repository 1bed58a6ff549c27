import * as z from 'zod/mini';

import {
  count,
  date,
  flag,
  nonEmpty,
  optList,
  optText,
  preprocess,
  text,
  uuid,
  wrappedEntries,
  wrappedList,
} from './common';

/** Colour category of a notice; the other reading's names map onto these. */
export const NOTICE_TYPES = ['success', 'danger', 'warning', 'primary', 'info'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

const noticeTypeSchema = preprocess(
  (value) => (value === 'error' ? 'danger' : value),
  z.catch(z.enum(NOTICE_TYPES), 'info'),
);

const CONTENT_TYPES = ['document', 'video', 'photo', 'other'] as const;
const media = nonEmpty();

/** The notice's material by content-type; a missing or unknown content is 'other' (text or nothing). */
export const noticeContentSchema = preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return { 'content-type': 'other', content: null };
    const record = value as Record<string, unknown>;
    const kind = record['content-type'];
    return CONTENT_TYPES.includes(kind as (typeof CONTENT_TYPES)[number])
      ? record
      : { ...record, 'content-type': 'other' };
  },
  z.discriminatedUnion('content-type', [
    z.object({ 'content-type': z.literal('document'), content: media }),
    z.object({ 'content-type': z.literal('video'), content: media }),
    z.object({ 'content-type': z.literal('photo'), content: media }),
    z.object({ 'content-type': z.literal('other'), content: optText }),
  ]),
);
export type NoticeContent = z.output<typeof noticeContentSchema>;

/** An action button; its callbacks are server paths run in order. */
export const noticeActionSchema = z.object({
  name: z.string().check(z.minLength(1)),
  title: text,
  callbacks: optList(nonEmpty()),
});
export type NoticeAction = z.output<typeof noticeActionSchema>;

/** One notice (spec 2 §3 Notification). */
export const noticeSchema = z.object({
  uuid,
  type: noticeTypeSchema,
  title: text,
  description: text,
  start_dt: date,
  end_dt: date,
  read: flag,
  priority: count,
  blocked: flag,
  content: noticeContentSchema,
  actions: optList(noticeActionSchema),
});
export type Notice = z.output<typeof noticeSchema>;

/** notifications/byEmployee answers {notifications: [...]}. */
export const noticeListSchema = wrappedList('notifications', noticeSchema);

/**
 * The same answer with its notices still raw, for reading them a slice at a time
 * (`readEntries(noticeSchema, entries, { keep: 'all' })`): an employee may have hundreds.
 */
export const noticeEntriesSchema = wrappedEntries('notifications');
