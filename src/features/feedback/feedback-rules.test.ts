import { describe, expect, it } from 'vitest';

import { feedbackDialogSchema, feedbackMessageSchema } from '@/lib/api/schemas/feedback';

import {
  checkNewMessage,
  checkReply,
  isOwn,
  REPLY_MAX_LENGTH,
  statusLabelKey,
  themeOptions,
  unreadIncoming,
  visibleDialogs,
  withThemeTitles,
} from './feedback-rules';

const dialog = (fields: Record<string, unknown>) =>
  feedbackDialogSchema.parse({ uuid: 'd', short_text: 't', ...fields });
const message = (fields: Record<string, unknown>) =>
  feedbackMessageSchema.parse({ uuid: 'm', text: 'x', ...fields });

describe('feedback rules', () => {
  it('a new message needs at least one non-blank character', () => {
    expect(checkNewMessage('')).toEqual({ key: 'validation:required' });
    expect(checkNewMessage('   \n')).toEqual({ key: 'validation:required' });
    expect(checkNewMessage('a')).toBeNull();
  });

  it('a reply is required and holds at most 1024 characters', () => {
    expect(REPLY_MAX_LENGTH).toBe(1024);
    expect(checkReply('')).toEqual({ key: 'validation:required' });
    expect(checkReply(' ')).toEqual({ key: 'validation:required' });
    expect(checkReply('я'.repeat(1024))).toBeNull();
    expect(checkReply('я'.repeat(1025))).toEqual({ key: 'validation:maxLength', n: 1024 });
    // A character outside the basic plane counts once.
    expect(checkReply('😀'.repeat(1024))).toBeNull();
  });

  it('labels in_work, unread and resolved, and reads any other status as archive', () => {
    const labels = ['in_work', 'unread', 'resolved', 'closed', null].map(
      (status) => statusLabelKey[dialog({ status }).status],
    );
    expect(labels).toEqual([
      'status.inWork',
      'status.unread',
      'status.resolved',
      'status.archive',
      'status.archive',
    ]);
  });

  it('filters by theme and puts the newest last message first', () => {
    const dialogs = [
      dialog({ uuid: 'old', theme_uuid: 'a', last_message_dt: '2026-01-01 10:00:00' }),
      dialog({ uuid: 'none', theme_uuid: 'a', last_message_dt: null }),
      dialog({ uuid: 'new', theme_uuid: 'a', last_message_dt: '2026-03-01T10:00:00+03:00' }),
      dialog({ uuid: 'other', theme_uuid: 'b', last_message_dt: '2026-05-01T10:00:00Z' }),
    ];
    expect(visibleDialogs(dialogs, null).map((item) => item.uuid)).toEqual([
      'other',
      'new',
      'old',
      'none',
    ]);
    expect(visibleDialogs(dialogs, 'a').map((item) => item.uuid)).toEqual(['new', 'old', 'none']);
  });

  it('offers the themes sent, plus a theme only a dialog names', () => {
    const themes = [{ id: 'a', title: 'A' }];
    const dialogs = [
      dialog({ theme_uuid: 'a', theme_title: 'A again' }),
      dialog({ theme_uuid: 'b', theme_title: 'B' }),
      dialog({ theme_uuid: 'b', theme_title: 'B' }),
      dialog({ theme_uuid: null, theme_title: 'No id' }),
    ];
    expect(themeOptions(themes, dialogs)).toEqual([
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ]);
  });

  it('fills a missing theme title from the themes sent', () => {
    const themes = [{ id: 'a', title: 'A' }];
    const dialogs = [
      dialog({ uuid: '1', theme_uuid: 'a', theme_title: '' }),
      dialog({ uuid: '2', theme_uuid: 'a', theme_title: 'Own' }),
      dialog({ uuid: '3', theme_uuid: 'zzz' }),
    ];
    expect(withThemeTitles(dialogs, themes).map((item) => item.theme_title)).toEqual([
      'A',
      'Own',
      '',
    ]);
  });

  it('matches a theme sent as a number with a dialog that names it as text', () => {
    const themes = [{ id: 5, title: 'Five' }];
    const dialogs = [dialog({ uuid: '1', theme_uuid: '5', theme_title: '' })];
    expect(themeOptions(themes, [dialog({ theme_uuid: '5', theme_title: 'Five' })])).toEqual(
      themes,
    );
    expect(withThemeTitles(dialogs, themes)[0]?.theme_title).toBe('Five');
  });

  it('tells own messages (by employee id or uuid) from incoming ones, and finds those unread', () => {
    const me = { id: '1001', uuid: 'emp-uuid' };
    const mine = message({ uuid: 'm1', author_employee: 1001, status: 'unread' });
    const mineByUuid = message({ uuid: 'm2', author_employee: 'emp-uuid' });
    const answer = message({ uuid: 'm3', author_user: 201, status: 'unread' });
    const readAnswer = message({ uuid: 'm4', author_user: 201, status: 'read' });
    const colleague = message({ uuid: 'm5', author_employee: 'someone', status: 'new' });
    expect([mine, mineByUuid, answer].map((item) => isOwn(item, me))).toEqual([true, true, false]);
    expect(
      unreadIncoming([mine, mineByUuid, answer, readAnswer, colleague], me).map((m) => m.uuid),
    ).toEqual(['m3', 'm5']);
  });
});
