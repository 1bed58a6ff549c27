import { employeeSchema, type Employee } from '@/lib/api/schemas/employees';
import { initialAppState } from '@/lib/state/app-slice';
import type { RootState } from '@/lib/state/root-reducer';
import { setupMockApi } from '@/testing/mock-api';

/** Test support for the header: a stored employee, and the fake server's answers the header reads. */

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

/**
 * The one fake server of the component tests, as the header meets it: signed in with `token`,
 * English, and the employee and bell answered as below until a test answers them otherwise.
 */
export function setupHeaderApi(token = 'jwt-1001') {
  const api = setupMockApi({ getToken: () => token, getLanguage: () => 'en' });
  api.answer('GET', 'employees/getForUuid', {
    status: 200,
    body: { data: [{ id: 1001, uuid: UUID, title: 'Petrov Alexey Sergeevich', number: '1001' }] },
  });
  api.answer('GET', 'employees/getNotifications', {
    status: 200,
    body: { data: { count: 3, notifications: bellNotices(3) } },
  });
  return api;
}
