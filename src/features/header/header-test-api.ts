import { AxiosHeaders } from 'axios';

import { configureApi } from '@/lib/api/client';
import { employeeSchema, type Employee } from '@/lib/api/schemas/employees';
import { initialAppState } from '@/lib/state/app-slice';
import type { RootState } from '@/lib/state/root-reducer';
import { scriptedAdapter } from '@/testing/scripted-adapter';

/** Test support for the header: a stored employee, and a server that records what it receives. */

export const UUID = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';

export const storedUser = (fields: Record<string, unknown> = {}): Employee =>
  employeeSchema.parse({
    id: 1001,
    uuid: UUID,
    title: 'Petrov Alexey Sergeevich',
    number: '1001',
    position: [{ name: 'Forklift driver', title: 'Forklift driver, grade 4' }],
    unread_notifications: 6,
    count_new_notification: 6,
    surveys_unread_count: 1,
    competence: 86,
    risks: 0.8,
    token: 'jwt-1001',
    ...fields,
  });

/** A signed-in session with settings loaded, as the header sees it. */
export const signedIn = (user: Employee = storedUser()): Partial<RootState> => ({
  session: { user, token: user.token, pinAuthorized: false },
  app: { ...initialAppState, initialized: true },
});

export const bellNotices = (n: number) =>
  Array.from({ length: n }, (_, index) => ({
    uuid: `notice-${index + 1}`,
    title: `Notice ${index + 1}`,
    start_dt: '2026-11-22T08:00:00+03:00',
  }));

export interface ServerAnswer {
  status: number;
  body: unknown;
}

export interface ReceivedCall {
  path: string;
  query: Record<string, unknown>;
  authorization: string | undefined;
}

const defaults: Record<string, () => ServerAnswer> = {
  'employees/getForUuid': () => ({
    status: 200,
    body: { data: [{ id: 1001, uuid: UUID, title: 'Petrov Alexey Sergeevich', number: '1001' }] },
  }),
  'employees/getNotifications': () => ({
    status: 200,
    body: { data: { count: 3, notifications: bellNotices(3) } },
  }),
};

/**
 * Wires the request helper to an in-memory server: `answers` per path (by call number, from 1)
 * override the defaults above. Returns the calls the server received, per path.
 */
export function fakeServer(
  answers: Record<string, (call: number) => ServerAnswer> = {},
  token = 'jwt-1001',
) {
  const received: ReceivedCall[] = [];
  const adapter = scriptedAdapter((config) => {
    const path = config.url ?? '';
    received.push({
      path,
      query: { ...(config.params as Record<string, unknown>) },
      authorization: AxiosHeaders.from(config.headers).get('Authorization')?.toString(),
    });
    const call = received.filter((entry) => entry.path === path).length;
    return (answers[path] ?? defaults[path])?.(call) ?? { status: 404, body: {} };
  });
  configureApi({
    config: { serverHost: 'http://plant.test', apiVersion: '1.4.0', hostname: 't', ip: '1.1.1.1' },
    platform: 'browser',
    getToken: () => token,
    getLanguage: () => 'en',
    onSample: () => undefined,
    onMaintenance: () => undefined,
    adapter,
  });
  return { calls: (path: string) => received.filter((entry) => entry.path === path) };
}
