import { request } from '../request';
import { ack } from '../schemas/common';
import { ppeListSchema, type PpeItem } from '../schemas/ppe';

/** The new PPE items the employee is due to receive. */
export const getPpeNeeds = (employeeUuid: string): Promise<PpeItem[]> =>
  request({
    method: 'GET',
    path: `ipm/needs/${encodeURIComponent(employeeUuid)}`,
    query: { mode: 'only_new' },
    schema: ppeListSchema,
  });

/** Marks one PPE item as viewed. */
export async function applyPpeNeed(itemUuid: string): Promise<void> {
  await request({
    method: 'POST',
    path: `ipm/needs/${encodeURIComponent(itemUuid)}/apply`,
    schema: ack,
  });
}
