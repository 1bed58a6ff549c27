import { request } from '../request';
import { ppeListSchema, type PpeItem } from '../schemas/ppe';

/** The new PPE items the employee is due to receive. */
export const getPpeNeeds = (employeeUuid: string): Promise<PpeItem[]> =>
  request({
    method: 'GET',
    path: `ipm/needs/${encodeURIComponent(employeeUuid)}`,
    query: { mode: 'only_new' },
    schema: ppeListSchema,
  });
