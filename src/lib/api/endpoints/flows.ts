import { freeze } from '@reduxjs/toolkit';

import { flowSaveRequest } from '../flow-save-request';
import { readEntries } from '../read-entries';
import { request } from '../request';
import { ack, mapped } from '../schemas/common';
import { flowEntriesSchema, stepSchema, type Flow } from '../schemas/flows';

/**
 * A step read and deep-frozen. The run keeps its steps in the store, which freezes them anyway;
 * frozen here, one at a time between the slices, they no longer cost one long task when the run starts.
 */
const frozenStepSchema = mapped(stepSchema, (step) => freeze(step, true));

/**
 * The educations (flows) to run; one flow or several, always as an array. Their steps are read a
 * slice at a time (a flow may hold hundreds of questions); one that cannot be read makes the answer invalid.
 */
export async function getFlows(params: {
  flowId: string;
  employeeUuid: string;
  appointment?: string;
}): Promise<Flow[]> {
  const path = `flows/${encodeURIComponent(params.flowId)}`;
  const flows = await request({
    method: 'GET',
    path,
    query: { employee_uuid: params.employeeUuid, appointment: params.appointment },
    schema: flowEntriesSchema,
  });
  const read: Flow[] = [];
  for (const flow of flows) {
    const steps = await readEntries(frozenStepSchema, flow.steps, {
      keep: 'all',
      method: 'GET',
      path,
    });
    read.push({ ...flow, steps });
  }
  return read;
}

/** Sends a finished flow: the history as JSON plus its photo and signature files. */
export async function saveFlow(params: Parameters<typeof flowSaveRequest>[0]): Promise<void> {
  const { path, body } = flowSaveRequest(params);
  await request({ method: 'POST', path, form: body.fields, schema: ack });
}
