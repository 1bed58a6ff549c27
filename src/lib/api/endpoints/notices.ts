import { request } from '../request';
import { ack } from '../schemas/common';
import { noticeListSchema, type Notice } from '../schemas/notices';

/** Every notice of the employee. */
export const getNotices = (employeeUuid: string): Promise<Notice[]> =>
  request({
    method: 'GET',
    path: `notifications/byEmployee/${encodeURIComponent(employeeUuid)}`,
    schema: noticeListSchema,
  });

/** A callback path relative to /api/v1: a leading slash or an /api/v1/ prefix is dropped. */
const callbackPath = (callback: string): string =>
  callback
    .trim()
    .replace(/^\/+/, '')
    .replace(/^api\/v1\//, '');

/** Runs one callback of a notice action (no payload); the caller runs an action's callbacks in order. */
export async function runNoticeCallback(callback: string): Promise<void> {
  await request({ method: 'POST', path: callbackPath(callback), schema: ack });
}
