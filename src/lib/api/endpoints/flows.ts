import { flowSaveRequest } from '../flow-save-request';
import { request } from '../request';
import { ack } from '../schemas/common';
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
export async function saveFlow(params: Parameters<typeof flowSaveRequest>[0]): Promise<void> {
  const { path, body } = flowSaveRequest(params);
  await request({ method: 'POST', path, form: body.fields, schema: ack });
}
