import { request } from '../request';
import { ack } from '../schemas/common';
import type { FlowFile, FlowHistory } from '../schemas/flow-history';
import { flowsSchema, type Flow } from '../schemas/flows';

/** The educations (flows) to run; one flow or several, always as an array. */
export const getFlows = (params: {
  flowId: string;
  employeeUuid: string;
  appointment?: string;
}): Promise<Flow[]> =>
  request({
    method: 'GET',
    path: `flows/${encodeURIComponent(params.flowId)}`,
    query: { employee_uuid: params.employeeUuid, appointment: params.appointment },
    schema: flowsSchema,
  });

/** Sends a finished flow: the history as JSON plus its photo and signature files. */
export async function saveFlow(params: {
  flowId: string;
  history: FlowHistory;
  files: FlowFile[];
  appointment?: string;
}): Promise<void> {
  const files = Object.fromEntries(
    params.files.map((file) => [file.field, { blob: file.blob, fileName: file.fileName }]),
  );
  await request({
    method: 'POST',
    path: `flows/${encodeURIComponent(params.flowId)}`,
    form: { ...files, history: JSON.stringify(params.history), appointment: params.appointment },
    schema: ack,
  });
}
