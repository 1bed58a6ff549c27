import { readEntries } from '../read-entries';
import { request } from '../request';
import { noticeCallbackRequest, writeOptions } from '../write-requests';
import { ack } from '../schemas/common';
import { noticeEntriesSchema, noticeSchema, type Notice } from '../schemas/notices';

/** Every notice of the employee, read a slice at a time (there may be hundreds). */
export async function getNotices(employeeUuid: string): Promise<Notice[]> {
  const path = `notifications/byEmployee/${encodeURIComponent(employeeUuid)}`;
  const entries = await request({ method: 'GET', path, schema: noticeEntriesSchema });
  return readEntries(noticeSchema, entries, { keep: 'all', method: 'GET', path });
}

/** Runs one callback of a notice action (no payload); the caller runs an action's callbacks in order. */
export async function runNoticeCallback(callback: string) {
  await request({ ...writeOptions(noticeCallbackRequest(callback)), schema: ack });
}
