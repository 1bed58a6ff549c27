import { request } from '../request';
import { noticeCallbackRequest, writeOptions } from '../write-requests';
import { ack } from '../schemas/common';
import { noticeListSchema, type Notice } from '../schemas/notices';

/** Every notice of the employee. */
export const getNotices = (employeeUuid: string): Promise<Notice[]> =>
  request({
    method: 'GET',
    path: `notifications/byEmployee/${encodeURIComponent(employeeUuid)}`,
    schema: noticeListSchema,
  });

/** Runs one callback of a notice action (no payload); the caller runs an action's callbacks in order. */
export async function runNoticeCallback(callback: string) {
  await request({ ...writeOptions(noticeCallbackRequest(callback)), schema: ack });
}
