import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { languages } from '@/lib/languages';
import { BELOVA } from '@/testing/fixtures/employees';
import {
  CLASS,
  classStatusPath as statusPath,
  classStudentsPath as listPath,
  FIXED_SESSION_COURSE,
} from '@/testing/fixtures/learning-class';
import { setupMockApi } from '@/testing/mock-api';

import { STATUS_POLL_AFTER_MODAL_MS, STATUS_POLL_MS } from './class-constants';
import { loggedInStudent, renderClass } from './class-test-kit';

afterEach(() => {
  vi.useRealTimers();
});

describe('the learning class screen', () => {
  it("shows the session's course title and its students; the search matches the start of the name", async () => {
    setupMockApi();
    await renderClass();
    expect(screen.getByRole('heading', { name: 'Learning class' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: FIXED_SESSION_COURSE.title })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'List of students' });
    expect(within(list).getByRole('button', { name: /Белова/ })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Last name' }), 'бел');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Last name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Last name' }), 'Ксения');
    expect(screen.getByText('No students found')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start learning' })).toBeNull();
  });

  it('the search by last name types on the on-screen keyboard where the keyboard rule shows it', async () => {
    setupMockApi();
    await renderClass({ keyboard: true });
    const list = await screen.findByRole('list', { name: 'List of students' });
    const keyboard = screen.getByRole('group', { name: 'On-screen keyboard' });
    // simple-keyboard draws its keys after mounting.
    await within(keyboard).findByRole('button', { name: 'г' });
    const user = userEvent.setup();
    for (const key of ['г', 'у'])
      await user.click(within(keyboard).getByRole('button', { name: key }));
    expect(screen.getByRole('searchbox', { name: 'Last name' })).toHaveValue('гу');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: /Гусев/ })).toBeVisible();
  });

  it("a free-choice session reads 'Training session with free choice of course'", async () => {
    setupMockApi();
    await renderClass({ classId: CLASS.free });
    expect(
      await screen.findByRole('heading', { name: 'Training session with free choice of course' }),
    ).toBeVisible();
  });

  it('polls the status and the list every 5 minutes', async () => {
    vi.useFakeTimers();
    const api = setupMockApi();
    await renderClass();
    await act(() => api.answered('GET', listPath(CLASS.fixed)));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS - 1));
    expect(api.calls('GET', statusPath(CLASS.fixed))).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.calls('GET', statusPath(CLASS.fixed))).toHaveLength(2);
    expect(api.calls('GET', listPath(CLASS.fixed))).toHaveLength(2);
    expect(STATUS_POLL_MS).toBe(300_000);
  });

  it('with no session: no list, Start learning, and every 30 s after a modal closes', async () => {
    vi.useFakeTimers();
    const api = setupMockApi();
    await renderClass({ classId: CLASS.inactive });
    await act(() => api.answered('GET', statusPath(CLASS.inactive)));
    expect(screen.getByText('The training session is currently inactive')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_AFTER_MODAL_MS));
    expect(api.calls('GET', statusPath(CLASS.inactive))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start learning' }));
    await act(() => api.answered('GET', 'electronicCourses'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    const before = api.calls('GET', statusPath(CLASS.inactive)).length;
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_AFTER_MODAL_MS - 1));
    expect(api.calls('GET', statusPath(CLASS.inactive))).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.calls('GET', statusPath(CLASS.inactive))).toHaveLength(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_AFTER_MODAL_MS));
    expect(api.calls('GET', statusPath(CLASS.inactive))).toHaveLength(before + 2);
    expect(api.calls('GET', listPath(CLASS.inactive))).toHaveLength(0);
    expect(STATUS_POLL_AFTER_MODAL_MS).toBe(30_000);
  });

  it('a chosen student is confirmed, logged in and sent to their course on the class route', async () => {
    const api = setupMockApi();
    api.answer('POST', 'employees/auth', loggedInStudent(BELOVA.uuid, BELOVA.title));
    const { store, router } = await renderClass();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Белова/ }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the selection' });
    expect(dialog).toHaveTextContent(`Student: ${BELOVA.title}`);
    expect(dialog).toHaveTextContent(`Course: ${FIXED_SESSION_COURSE.title}`);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST', 'employees/auth')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Белова/ }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeVisible();
    expect(api.calls('POST', 'employees/auth')[0]?.body).toMatchObject({ uuid: BELOVA.uuid });
    expect(store.getState().session.user?.uuid).toBe(BELOVA.uuid);
    // The session's appointment is known from the list: that course opens directly, on the class route.
    expect(router.state.location.pathname).toBe('/electronic-courses-class');
    expect(router.state.location.search).toBe(`?course=${FIXED_SESSION_COURSE.belovaAppoint}`);
  });
});

describe('empty states and errors, in every language', () => {
  it.each(languages)("%s: 'Empty list of students' and the inactive session", async (language) => {
    const api = setupMockApi();
    api.answer('GET', listPath(CLASS.fixed), { status: 200, body: { data: [] } });
    const { i18n } = await renderClass({ language });
    expect(await screen.findByText(i18n.t('learningClass:students.empty'))).toBeVisible();
    expect(i18n.t('learningClass:students.empty')).not.toBe('');
  });

  it.each(languages)('%s: the inactive session text', async (language) => {
    setupMockApi();
    const { i18n } = await renderClass({ language, classId: CLASS.inactive });
    expect(await screen.findByText(i18n.t('learningClass:session.inactive'))).toBeVisible();
  });

  it.each(languages)(
    "%s: a failed list shows 'Error loading the list of students' and Network Error inline",
    async (language) => {
      const api = setupMockApi();
      api.answer('GET', listPath(CLASS.fixed), { status: 500, body: { message: 'boom' } });
      const { i18n } = await renderClass({ language });
      const alerts = await screen.findAllByRole('alert');
      const texts = alerts.map((alert) => alert.textContent);
      expect(texts).toContainEqual(
        expect.stringContaining(i18n.t('learningClass:errors.students')),
      );
      expect(texts).toContain(i18n.t('learningClass:errors.network'));
    },
  );

  it('a failed status shows Network Error and keeps polling', async () => {
    vi.useFakeTimers();
    const api = setupMockApi();
    api.answer('GET', statusPath(CLASS.fixed), 'network');
    await renderClass();
    await act(() => api.answered('GET', statusPath(CLASS.fixed)));
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    api.answer('GET', statusPath(CLASS.fixed), () => undefined);
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS));
    await act(() => api.answered('GET', listPath(CLASS.fixed)));
    expect(screen.getByRole('button', { name: /Белова/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
