import * as z from 'zod/mini';

import {
  count,
  date,
  mapped,
  optId,
  optList,
  optListEntries,
  options,
  optText,
  preprocess,
  text,
  uuid,
} from './common';

/** Feedback themes: the server sends a map of theme uuid to title; screens get options in that order. */
export const feedbackThemesSchema = options;

/** Recipients: divisions (structures) and people (users), each {id, title}. */
export const recipientOptionsSchema = options;

/** One message of a dialog; an empty create_dt means it is still being sent. */
export const feedbackMessageSchema = z.object({
  uuid,
  text,
  create_dt: date,
  author_employee: optId,
  author_user: optId,
  user_title: text,
  dialog: optText,
  status: text,
});
export type FeedbackMessage = z.output<typeof feedbackMessageSchema>;

export const DIALOG_STATUSES = ['in_work', 'unread', 'resolved', 'archive'] as const;
export type DialogStatus = (typeof DIALOG_STATUSES)[number];

/** One dialog (spec 2 §3 Feedback dialog); any other status reads as archive. */
export const feedbackDialogSchema = z.object({
  uuid,
  status: z.catch(z.enum(DIALOG_STATUSES), 'archive'),
  unread_message_count: count,
  last_message_dt: date,
  short_text: text,
  theme_uuid: optText,
  theme_title: text,
  messages: optList(feedbackMessageSchema),
});
export type FeedbackDialog = z.output<typeof feedbackDialogSchema>;

/** feedback/dialogs?employee_id: the dialogs and the themes for the filter. */
export const feedbackDialogListSchema = z.object({
  dialogs: optList(feedbackDialogSchema),
  themes: mapped(z.nullish(options), (value) => value ?? []),
});
export type FeedbackDialogList = z.output<typeof feedbackDialogListSchema>;

/** A dialog's messages sent as a bare list are read as `{messages: [...]}`. */
const asMessages = (value: unknown) => (Array.isArray(value) ? { messages: value } : value);

/** feedback/dialogs?uuid: the dialog's messages, as `{messages: [...]}` or a bare list. */
export const feedbackMessagesSchema = mapped(
  preprocess(asMessages, z.object({ messages: optList(feedbackMessageSchema) })),
  (value) => value.messages,
);

/**
 * The same answer with its messages still raw, for reading them a slice at a time
 * (`readEntries(feedbackMessageSchema, entries, { keep: 'all' })`): a dialog may hold thousands.
 */
export const feedbackMessageEntriesSchema = mapped(
  preprocess(asMessages, z.object({ messages: optListEntries() })),
  (value) => value.messages,
);
