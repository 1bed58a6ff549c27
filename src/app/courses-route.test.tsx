import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { CoursesRoute } from './courses-route';

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
const courseAfter = (done: number) => ({
  uuid: 'course',
  title: 'Охрана труда',
  appoint: { uuid: APPOINT },
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
