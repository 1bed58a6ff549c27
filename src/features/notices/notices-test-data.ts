import type { Answer } from '@/testing/mock-api';

/** Test data for the notices: notices as the server sends them. */

export const EMPLOYEE_UUID = 'employee-uuid';
export const NOTICES_PATH = `notifications/byEmployee/${EMPLOYEE_UUID}`;

/** A notice as the server sends it; every field can be replaced. */
export const rawNotice = (uuid: string, fields: Record<string, unknown> = {}) => ({
  uuid,
  type: 'info',
  title: `Notice ${uuid}`,
  description: `About ${uuid}`,
  start_dt: '2026-11-20T09:00:00+03:00',
  end_dt: '2099-12-31T23:59:00+03:00',
  read: false,
  priority: 1,
  blocked: false,
  content: { 'content-type': 'other', content: null },
  actions: [
    { name: 'set_read', title: 'Mark as read', callbacks: [`notifications/${uuid}/set_read`] },
  ],
  ...fields,
});

/** The server's answer with these notices. */
export const noticesAnswer = (notices: unknown[]): Answer => ({
  status: 200,
  body: { data: { notifications: notices } },
});
