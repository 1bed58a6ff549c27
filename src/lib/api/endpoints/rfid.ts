import { request } from '../request';
import { ack } from '../schemas/common';

/** Links an RFID card code to the employee with this uuid. */
export async function joinToEmployee(employeeUuid: string, rfid: string): Promise<void> {
  await request({
    method: 'POST',
    path: 'rfid/joinToEmployee',
    form: { employee: employeeUuid, rfid },
    schema: ack,
  });
}
