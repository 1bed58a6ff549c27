import type { OutboxFormValue } from '@/lib/outbox/outbox-types';

import type { FlowFile, FlowHistory } from './schemas/flow-history';

/** The flow save call (POST flows/{id}) as data: the history as JSON text, its files, the appointment. */
export interface FlowSaveRequest {
  method: 'POST';
  path: string;
  body: { kind: 'form'; fields: Record<string, OutboxFormValue> };
}

/** Builds the flow save call so it can be kept in the outbox and sent later. */
export function flowSaveRequest(params: {
  flowId: string;
  history: FlowHistory;
  files: FlowFile[];
  appointment?: string;
}): FlowSaveRequest {
  const fields: Record<string, OutboxFormValue> = Object.fromEntries(
    params.files.map((file) => [file.field, { blob: file.blob, fileName: file.fileName }]),
  );
  fields.history = JSON.stringify(params.history);
  if (params.appointment) fields.appointment = params.appointment;
  return {
    method: 'POST',
    path: `flows/${encodeURIComponent(params.flowId)}`,
    body: { kind: 'form', fields },
  };
}
