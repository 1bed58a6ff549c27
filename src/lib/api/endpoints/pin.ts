import { request } from '../request';
import { ack } from '../schemas/common';

/** Stores the employee's PIN (already encrypted by the caller); sent as query parameters. */
export async function setPinCode(employeeUuid: string, pinCode: string): Promise<void> {
  await request({
    method: 'POST',
    path: 'pin_code/',
    query: { employee_uuid: employeeUuid, pin_code: pinCode },
    schema: ack,
  });
}
