import { readEntries } from '../read-entries';
import { request } from '../request';
import {
  dialogMessageRequest,
  messageReadRequest,
  newDialogRequest,
  writeOptions,
} from '../write-requests';
import { ack, type Option } from '../schemas/common';
import {
  feedbackDialogListSchema,
  feedbackMessageEntriesSchema,
  feedbackMessageSchema,
  feedbackThemesSchema,
  recipientOptionsSchema,
  type FeedbackDialogList,
  type FeedbackMessage,
} from '../schemas/feedback';

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

/** The messages of one dialog, read a slice at a time (a dialog may hold thousands). */
export async function getDialogMessages(dialogUuid: string): Promise<FeedbackMessage[]> {
  const path = 'feedback/dialogs';
  const entries = await request({
    method: 'GET',
    path,
    query: { uuid: dialogUuid },
    schema: feedbackMessageEntriesSchema,
  });
  return readEntries(feedbackMessageSchema, entries, { keep: 'all', method: 'GET', path });
}

/** Starts a dialog with its first message. */
export async function createDialog(params: Parameters<typeof newDialogRequest>[0]) {
  await request({ ...writeOptions(newDialogRequest(params)), schema: ack });
}

/** Adds a message to a dialog. */
export async function addMessage(params: Parameters<typeof dialogMessageRequest>[0]) {
  await request({ ...writeOptions(dialogMessageRequest(params)), schema: ack });
}

/** Marks an incoming message read. */
export async function markMessageRead(messageUuid: string) {
  await request({ ...writeOptions(messageReadRequest(messageUuid)), schema: ack });
}
