import { sameId, type Option, type ServerId } from '@/lib/api/schemas/common';
import type { FeedbackDialog, FeedbackMessage } from '@/lib/api/schemas/feedback';
import { parseServerDate } from '@/lib/format/dates';

/** Spec 2 §5 and §9: a reply holds at most 1024 characters. */
export const REPLY_MAX_LENGTH = 1024;
/** Spec 2 §5 and §9: a new message needs at least 1 character. */
export const MESSAGE_MIN_LENGTH = 1;
/** A dialog row's short text is cut at this many characters. */
export const SHORT_TEXT_LIMIT = 120;

/** Why a text cannot be sent, as a validation dictionary key with its parameters. */
export type TextProblem =
  { key: 'validation:required' } | { key: 'validation:maxLength'; n: number };

const length = (text: string) => Array.from(text).length;

/** A new dialog's message (spec 2 §5): required, at least 1 character (blank text counts as empty). */
export function checkNewMessage(text: string): TextProblem | null {
  return length(text.trim()) < MESSAGE_MIN_LENGTH ? { key: 'validation:required' } : null;
}

/** A reply (spec 2 §5): required, at most 1024 characters as typed. */
export function checkReply(text: string): TextProblem | null {
  if (text.trim() === '') return { key: 'validation:required' };
  if (length(text) > REPLY_MAX_LENGTH) return { key: 'validation:maxLength', n: REPLY_MAX_LENGTH };
  return null;
}

/** The dictionary key of a dialog status label (spec 2 §4: any other status is archive). */
export const statusLabelKey = {
  in_work: 'status.inWork',
  unread: 'status.unread',
  resolved: 'status.resolved',
  archive: 'status.archive',
} as const satisfies Record<FeedbackDialog['status'], string>;

/** Everything the filter offers besides All: the themes sent, then any theme only a dialog names. */
export function themeOptions(themes: Option[], dialogs: FeedbackDialog[]): Option[] {
  // Theme ids as text: a dialog names its theme by text whatever type the theme list used.
  const known = new Set(themes.map((theme) => String(theme.id)));
  const extra: Option[] = [];
  for (const dialog of dialogs) {
    if (!dialog.theme_uuid || known.has(dialog.theme_uuid) || !dialog.theme_title) continue;
    known.add(dialog.theme_uuid);
    extra.push({ id: dialog.theme_uuid, title: dialog.theme_title });
  }
  return [...themes, ...extra];
}

/** Dialogs without a theme title get the title of their theme from the themes sent. */
export function withThemeTitles(dialogs: FeedbackDialog[], themes: Option[]): FeedbackDialog[] {
  const titles = new Map(themes.map((theme) => [String(theme.id), theme.title]));
  return dialogs.map((dialog) =>
    dialog.theme_title || !dialog.theme_uuid
      ? dialog
      : { ...dialog, theme_title: titles.get(dialog.theme_uuid) ?? '' },
  );
}

const timeOf = (value: string | null) => parseServerDate(value)?.getTime() ?? -Infinity;

/** The dialogs of one theme (all when `theme` is null), newest last message first. */
export function visibleDialogs(dialogs: FeedbackDialog[], theme: string | null): FeedbackDialog[] {
  return dialogs
    .filter((dialog) => theme === null || dialog.theme_uuid === theme)
    .sort((a, b) => timeOf(b.last_message_dt) - timeOf(a.last_message_dt));
}

/** Who is signed in, as messages name an employee (by id or by uuid). */
export interface Me {
  id: ServerId;
  uuid: string;
}

/** A message the employee wrote (rather than one sent to them). */
export const isOwn = (message: FeedbackMessage, me: Me): boolean =>
  message.author_employee !== null &&
  message.author_user === null &&
  (sameId(message.author_employee, me.id) || sameId(message.author_employee, me.uuid));

/** Incoming messages not yet read: the ones to mark read after loading a dialog. */
export const unreadIncoming = (messages: FeedbackMessage[], me: Me): FeedbackMessage[] =>
  messages.filter((message) => !isOwn(message, me) && message.status !== 'read');
