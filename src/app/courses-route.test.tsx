import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { MOROZOVA_COURSES } from '@/testing/fixtures/courses';
import { BELOVA, MOROZOVA } from '@/testing/fixtures/employees';
import { CLASS, FIXED_SESSION_COURSE } from '@/testing/fixtures/learning-class';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { CoursesRoute } from './courses-route';
import { renderApp } from './testing/render-app';

installFakeIndexedDb();

/** Иванова, a student whose first course ('Охрана труда…', 50 %) waits at lesson 2 of 2. */
const STUDENT = 'ac395886-57f9-4031-8ce5-c9afe0cfd2ab';
const APPOINT = '93882400-a44d-4276-aa31-0badd9498b5b';
const ONE = 'electronicCourses/getAppointWithCourse';
const FLOW_A = '4640f3ec-7447-4b19-b0c8-ec00c641e7a5';
const FLOW_B = 'ba143987-0091-4fb5-8744-0bbc8262a5e9';

const question = (flow: string) => [
  {
    uuid: flow,
    type: 'electronic_course',
    name: 'Topic',
    title: 'Topic',
    params: {},
    steps: [
      {
        uuid: `step-${flow}`,
        name: 'question',
        title: 'Question',
        params: {},
        question: { id: `q-${flow}`, type: 'photo', file: 'p.jpg', text: 'Who is responsible?' },
        answers: [
          { id: 'r', text: 'Right answer', is_right: true },
          { id: 'w', text: 'Wrong answer', is_right: false },
        ],
      },
    ],
  },
];

const topic = (uuid: string, flow: string, complete: boolean) => ({
  uuid,
  title: uuid,
  passage_time: 10,
  flow,
  result: { spent_time: complete ? 420 : 0, complete },
});
/** The course as the server reports it after `done` topics of lesson 2 (lesson 1 complete). */
const courseAfter = (done: number, appoint = APPOINT) => ({
  uuid: 'course',
  title: 'Охрана труда',
  appoint: { uuid: appoint },
  lessons: [
    {
      uuid: 'L1',
      title: 'Общие требования',
      topics: [topic('t1', FLOW_A, true), topic('t2', FLOW_B, true)],
      result: { count_complete_topics: 2, complete: true },
    },
    {
      uuid: 'L2',
      title: 'СИЗ',
      topics: [topic('issue', FLOW_A, done >= 1), topic('care', FLOW_B, done >= 2)],
      result: { count_complete_topics: done, complete: false },
    },
  ],
  result: { progress: 50 + done * 20, total_spent_time: 1140, competence: 80 },
});

const render = (user = testEmployee({ uuid: STUDENT, is_student: true })) => {
  const api = setupMockApi();
  api.answer('GET', ONE, (call) => ({
    status: 200,
    body: { data: courseAfter(Math.min(call - 1, 2)) },
  }));
  api.answer('GET', `flows/${FLOW_A}`, { status: 200, body: { data: question(FLOW_A) } });
  api.answer('GET', `flows/${FLOW_B}`, { status: 200, body: { data: question(FLOW_B) } });
  return renderWithProviders(<h1>Elsewhere</h1>, {
    route: '/electronic-courses',
    routes: [
      { path: '/electronic-courses/*', element: <CoursesRoute /> },
      { path: '/cabinet', element: <h1>Personal area</h1> },
    ],
    preloadedState: initialisedState({ user }),
  }).then((rendered) => ({ ...rendered, api }));
};

describe('the electronic-courses route', () => {
  it('sends a non-student to the personal area', async () => {
    await render(testEmployee({ uuid: STUDENT, is_student: false }));
    expect(await screen.findByRole('heading', { name: 'Personal area' })).toBeVisible();
  });

  it('runs topics with Done only; after each the reloaded course picks end of lesson, then end of theme', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await render();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const table = await screen.findByRole('table', { name: 'My courses' });
    await user.click(within(table).getAllByRole('button', { name: /Continue training/ })[0]!);
    expect(await screen.findByRole('list', { name: 'Lessons' })).toBeVisible();
    expect(api.calls('GET', ONE)[0]?.query).toEqual({ appoint: APPOINT });
    await user.click(screen.getByRole('button', { name: 'Continue training' }));

    await user.click(await screen.findByRole('button', { name: 'Right answer' }));
    expect(screen.queryByRole('button', { name: 'Finish and exit' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Lesson completed' })).toBeVisible();
    expect(api.calls('GET', `flows/${FLOW_A}`)[0]?.query).toMatchObject({
      employee_uuid: STUDENT,
      appointment: APPOINT,
    });
    expect(api.calls('POST', `flows/${FLOW_A}`)).toHaveLength(1);
    expect(api.calls('GET', ONE)).toHaveLength(2);
    expect(screen.getByText('Time spent: 7 min')).toBeVisible();
    expect(screen.getByText('Correct answers: 80%')).toBeVisible();

    const next = screen.getByRole('button', { name: 'Next lesson' });
    expect(next).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await user.click(next);
    // The next topic is the first incomplete one the server reported: 'care', flow B.
    await user.click(await screen.findByRole('button', { name: 'Right answer' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Theme completed' })).toBeVisible();
    expect(screen.getByText('Completed topics: 2 of 2')).toBeVisible();
    expect(api.calls('POST', `flows/${FLOW_B}`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Exit the course' }));
    expect(await screen.findByRole('table', { name: 'My courses' })).toBeVisible();
  });

  it('Back inside a running topic returns to the course, not to an end screen', async () => {
    const { api } = await render();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'My courses' });
    await user.click(within(table).getAllByRole('button', { name: /Continue training/ })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Continue training' }));
    await screen.findByRole('button', { name: 'Right answer' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('list', { name: 'Lessons' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Lesson completed' })).not.toBeInTheDocument();
    expect(api.calls('POST', `flows/${FLOW_A}`)).toHaveLength(0);
  });
});

/** The server's settings (mocks/settings.class.json) put the kiosk in class mode, as the preloaded state does. */
const CLASS_SERVER = { scenario: 'class' };
/** The kiosk in class mode (spec 2 §6), the fixed-course session of the mock data set, `user` logged in. */
const classState = (user: ReturnType<typeof testEmployee> | null = null) =>
  initialisedState({
    settings: { use_to_learning_class: true, learning_class_id: CLASS.fixed },
    user,
  });
const BELOVA_APPOINT = FIXED_SESSION_COURSE.belovaAppoint;
const member = (isStudent: boolean) =>
  testEmployee({ uuid: BELOVA.uuid, title: BELOVA.title, is_student: isStudent });

/** The class screen of the whole app; Белова confirms herself, the server logs her in as `is_student`. */
async function confirmBelova(isStudent: boolean) {
  const api = setupMockApi(CLASS_SERVER);
  api.answer('POST', 'employees/auth', {
    status: 200,
    body: { data: { ...member(isStudent), token: 'member-token' } },
  });
  api.answer('GET', ONE, (call) => ({
    status: 200,
    body: { data: courseAfter(Math.min(call - 1, 2), BELOVA_APPOINT) },
  }));
  api.answer('GET', `flows/${FLOW_A}`, { status: 200, body: { data: question(FLOW_A) } });
  api.answer('GET', `flows/${FLOW_B}`, { status: 200, body: { data: question(FLOW_B) } });
  const app = await renderApp('/electronic-courses-class', classState());
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  await user.click(await screen.findByRole('button', { name: /Белова/ }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm the selection' });
  expect(confirm).toHaveTextContent('Is this you?');
  await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
  return { ...app, api, user };
}

describe('the learning class route (spec 2 §2, §6)', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['a member who is not a registered student', false],
    ['a registered student', true],
  ])(
    "%s confirms 'Is this you?' and the session's course opens on the class route, bars hidden",
    async (_, isStudent) => {
      const { store, router, api } = await confirmBelova(isStudent);
      expect(await screen.findByRole('heading', { level: 1, name: 'Охрана труда' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/electronic-courses-class');
      expect(api.calls('GET', ONE)[0]?.query).toEqual({ appoint: BELOVA_APPOINT });
      expect(store.getState().session.user?.uuid).toBe(BELOVA.uuid);
      expect(screen.queryByRole('heading', { name: 'Personal area' })).toBeNull();
      // The logged-in header, without the monthly bars, as on the class screen.
      expect(await screen.findByRole('banner')).toHaveTextContent(BELOVA.title);
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.getByRole('button', { name: 'Back to the class' })).toBeVisible();
    },
  );

  it('runs topics with the appointment, class-mode end screens, then Back to the class logs the member out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store, router, api, user } = await confirmBelova(false);
    await screen.findByRole('heading', { level: 1, name: 'Охрана труда' });
    await user.click(screen.getByRole('button', { name: 'Continue training' }));
    await user.click(await screen.findByRole('button', { name: 'Right answer' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));

    expect(await screen.findByRole('heading', { name: 'Lesson completed' })).toBeVisible();
    expect(api.calls('GET', `flows/${FLOW_A}`)[0]?.query).toMatchObject({
      employee_uuid: BELOVA.uuid,
      appointment: BELOVA_APPOINT,
    });
    expect(api.calls('POST', `flows/${FLOW_A}`)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/electronic-courses-class');
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Class mode: Next lesson and Exit the course only.
    expect(screen.queryByRole('button', { name: 'Personal Area' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exit' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await user.click(screen.getByRole('button', { name: 'Next lesson' }));
    await user.click(await screen.findByRole('button', { name: 'Right answer' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Theme completed' })).toBeVisible();
    expect(api.calls('POST', `flows/${FLOW_B}`)).toHaveLength(1);

    // Exit the course goes back to the course, not to a list of courses.
    await user.click(screen.getByRole('button', { name: 'Exit the course' }));
    expect(await screen.findByRole('list', { name: 'Lessons' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'My courses' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back to the class' }));
    expect(await screen.findByRole('heading', { name: 'Learning class' })).toBeVisible();
    expect(store.getState().session.user).toBeNull();
    expect(screen.getByRole('banner')).not.toHaveTextContent(BELOVA.title);
    expect(router.state.location.search).toBe('');
  });

  it('end of course in class mode: Exit the course returns to the course; no cabinet links', async () => {
    setupMockApi(CLASS_SERVER);
    const { router } = await renderApp(
      `/electronic-courses-class?course=${MOROZOVA_COURSES.firstAid.appoint}&ended=topic`,
      classState(member(false)),
    );
    expect(await screen.findByRole('heading', { name: 'Course completed' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Personal Area' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exit the course' }));
    expect(await screen.findByRole('list', { name: 'Lessons' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to the class' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/electronic-courses-class');
  });

  it('a member whose appointment is not known gets their course list in class mode', async () => {
    setupMockApi(CLASS_SERVER);
    await renderApp(
      '/electronic-courses-class?course=',
      classState(testEmployee({ uuid: MOROZOVA.uuid, is_student: false })),
    );
    expect(await screen.findByRole('table', { name: 'My courses' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to the class' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Personal Area' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Exit' })).toBeNull();
  });

  it('arriving at the class screen ends the last member’s session; a course address without one shows the class', async () => {
    setupMockApi(CLASS_SERVER);
    const first = await renderApp('/electronic-courses-class', classState(member(false)));
    expect(await screen.findByRole('heading', { name: 'Learning class' })).toBeVisible();
    expect(first.store.getState().session.user).toBeNull();
    first.unmount();

    setupMockApi(CLASS_SERVER);
    const { router } = await renderApp(
      `/electronic-courses-class?course=${BELOVA_APPOINT}`,
      classState(),
    );
    expect(await screen.findByRole('heading', { name: 'Learning class' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it("in class mode a failed course load shows 'Error loading the e-course' and goes to / (the class)", async () => {
    const api = setupMockApi(CLASS_SERVER);
    api.answer('GET', ONE, 'network');
    const { store } = await renderApp(
      `/electronic-courses-class?course=${BELOVA_APPOINT}`,
      classState(member(true)),
    );
    expect(await screen.findByRole('heading', { name: 'Learning class' })).toBeVisible();
    const toasts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(toasts).toContainEqual(expect.stringContaining('Error loading the e-course'));
    expect(store.getState().session.user).toBeNull();
  });
});
