import { request } from '../request';
import { ack, type Option } from '../schemas/common';
import {
  feedbackDialogListSchema,
  feedbackMessagesSchema,
  feedbackThemesSchema,
  recipientOptionsSchema,
  type FeedbackDialogList,
  type FeedbackMessage,
} from '../schemas/feedback';

/** Who a new dialog goes to: a division (structure) or a person (user). */
export interface FeedbackRecipient {
  type: 'structure' | 'user';
  id: string;
}

/** The feedback subjects, in the server's order. */
export const getFeedbackThemes = (): Promise<Option[]> =>
  request({ method: 'GET', path: 'feedback/themes', schema: feedbackThemesSchema });

/** Divisions a message can be sent to. */
export const getStructures = (): Promise<Option[]> =>
  request({ method: 'GET', path: 'structures', schema: recipientOptionsSchema });

/** People a message can be sent to. */
export const getUsers = (): Promise<Option[]> =>
  request({ method: 'GET', path: 'users', schema: recipientOptionsSchema });

/** The employee's dialogs and the themes for the filter. */
export const getDialogs = (employeeId: string): Promise<FeedbackDialogList> =>
  request({
    method: 'GET',
    path: 'feedback/dialogs',
    query: { employee_id: employeeId },
    schema: feedbackDialogListSchema,
  });

/** The messages of one dialog. */
export const getDialogMessages = (dialogUuid: string): Promise<FeedbackMessage[]> =>
  request({
    method: 'GET',
    path: 'feedback/dialogs',
    query: { uuid: dialogUuid },
    schema: feedbackMessagesSchema,
  });

/** Starts a dialog with its first message. */
export async function createDialog(params: {
  employeeId: string;
  text: string;
  themeUuid: string;
  recipient: FeedbackRecipient;
}): Promise<void> {
  await request({
    method: 'POST',
    path: 'feedback/dialogs',
    form: {
      employee_id: params.employeeId,
      text_message: params.text,
      theme_uuid: params.themeUuid,
      recipient: JSON.stringify(params.recipient),
    },
    schema: ack,
  });
}

/** Adds a message to a dialog. */
export async function addMessage(params: {
  employeeId: string;
  dialogUuid: string;
  text: string;
}): Promise<void> {
  await request({
    method: 'POST',
    path: 'feedback/dialogs',
    form: { employee_id: params.employeeId, text_message: params.text, uuid: params.dialogUuid },
    schema: ack,
  });
}

/** Marks an incoming message read. */
export async function markMessageRead(messageUuid: string): Promise<void> {
  await request({
    method: 'POST',
    path: 'feedback/dialogs/mark-read',
    form: { uuid_message: messageUuid },
    schema: ack,
  });
}
