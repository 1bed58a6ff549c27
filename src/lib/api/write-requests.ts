import type { OutboxRequest } from '@/lib/outbox/outbox-types';

import type { RequestOptions } from './request';
import type { ServerId } from './schemas/common';
import type { SurveyResultPayload } from './schemas/surveys';

/**
 * The writes that record what an employee did, as data the outbox can keep (GUIDE.md §9): the
 * endpoint functions and the outbox both send them from here, so a call has one shape.
 */

/** The request options of a write: its method, path, query and body. */
export const writeOptions = (
  write: OutboxRequest,
): Pick<RequestOptions<never>, 'method' | 'path' | 'query' | 'json' | 'form'> => ({
  method: write.method,
  path: write.path,
  query: write.query,
  ...(write.body.kind === 'json' ? { json: write.body.value } : {}),
  ...(write.body.kind === 'form' ? { form: write.body.fields } : {}),
});

/** Where an employee's survey results go. */
export const surveyResultPath = (employeeUuid: string) =>
  `surveys/assignments/byEmployee/${encodeURIComponent(employeeUuid)}`;

/** Where read marks (and signatures) of library materials go. */
export const LIBRARY_READ_PATH = 'library/items';

/** The survey result (POST surveys/assignments/byEmployee/{uuid}, JSON). */
export const surveyResultRequest = (
  employeeUuid: string,
  result: SurveyResultPayload,
): OutboxRequest => ({
  method: 'POST',
  path: surveyResultPath(employeeUuid),
  body: { kind: 'json', value: result },
});

/** A material marked read; with a signature PNG it is signed as well (POST library/items). */
export function libraryReadRequest(params: {
  employeeId: ServerId;
  uuid: string;
  signature?: Blob;
}): OutboxRequest {
  const fileName = `signature_${params.uuid}.png`;
  return {
    method: 'POST',
    path: LIBRARY_READ_PATH,
    body: {
      kind: 'form',
      fields: {
        uuid: params.uuid,
        // A form field is text whatever the id's type.
        employee_id: String(params.employeeId),
        ...(params.signature ? { file: { blob: params.signature, fileName }, fileName } : {}),
      },
    },
  };
}

/** Who a new dialog goes to: a division (structure) or a person (user), its id as the server typed it. */
export interface FeedbackRecipient {
  type: 'structure' | 'user';
  id: ServerId;
}

/** A new dialog with its first message (POST feedback/dialogs). */
export const newDialogRequest = (params: {
  employeeId: ServerId;
  text: string;
  themeUuid: string;
  recipient: FeedbackRecipient;
}): OutboxRequest => ({
  method: 'POST',
  path: 'feedback/dialogs',
  body: {
    kind: 'form',
    fields: {
      employee_id: String(params.employeeId),
      text_message: params.text,
      theme_uuid: params.themeUuid,
      recipient: JSON.stringify(params.recipient),
    },
  },
});

/** A message added to a dialog (POST feedback/dialogs with the dialog's uuid). */
export const dialogMessageRequest = (params: {
  employeeId: ServerId;
  dialogUuid: string;
  text: string;
}): OutboxRequest => ({
  method: 'POST',
  path: 'feedback/dialogs',
  body: {
    kind: 'form',
    fields: {
      employee_id: String(params.employeeId),
      text_message: params.text,
      uuid: params.dialogUuid,
    },
  },
});

/** An incoming message marked read (POST feedback/dialogs/mark-read). */
export const messageReadRequest = (messageUuid: string): OutboxRequest => ({
  method: 'POST',
  path: 'feedback/dialogs/mark-read',
  body: { kind: 'form', fields: { uuid_message: messageUuid } },
});

/** The risk report marked reviewed (POST risks/setViewRisks, JSON). */
export const riskReviewedRequest = (employeeUuid: string): OutboxRequest => ({
  method: 'POST',
  path: 'risks/setViewRisks',
  body: { kind: 'json', value: { uuid: employeeUuid } },
});

/** A callback path relative to /api/v1: a leading slash or an /api/v1/ prefix is dropped. */
const callbackPath = (callback: string): string =>
  callback
    .trim()
    .replace(/^\/+/, '')
    .replace(/^api\/v1\//, '');

/** One callback of a notice action (POST, no payload). */
export const noticeCallbackRequest = (callback: string): OutboxRequest => ({
  method: 'POST',
  path: callbackPath(callback),
  body: { kind: 'none' },
});

/** The viewed-PPE call (POST ipm/needs/{uuid}/apply, no payload). */
export const ppeViewedRequest = (itemUuid: string): OutboxRequest => ({
  method: 'POST',
  path: `ipm/needs/${encodeURIComponent(itemUuid)}/apply`,
  body: { kind: 'none' },
});
