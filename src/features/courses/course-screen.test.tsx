import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { COURSE_PATH as ONE, courseTopic, MOROZOVA_COURSES } from '@/testing/fixtures/courses';
import { setupMockApi, type Answer } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { CourseScreen } from './course-screen';

/** 'Охрана труда…' at 50 %: lesson 1 complete, lesson 2 ('Средства индивидуальной защиты') not started. */
const HALF = '93882400-a44d-4276-aa31-0badd9498b5b';
/** 'Оказание первой помощи', every lesson complete. */
const DONE = MOROZOVA_COURSES.firstAid.appoint;

afterEach(() => vi.useRealTimers());

async function renderCourse(appoint: string, options: { ended?: string; answer?: Answer } = {}) {
  const api = setupMockApi();
  if (options.answer) api.answer('GET', ONE, options.answer);
  const onStartTopic = vi.fn();
  const onExitCourse = vi.fn();
  await renderWithProviders(
    <>
      <CourseScreen
        appoint={appoint}
        endedTopic={options.ended}
        onStartTopic={onStartTopic}
        onExitCourse={onExitCourse}
      />
      <ToastStack />
    </>,
    {
      route: '/electronic-courses',
      routes: [
        { path: '/', element: <h1>Start screen</h1> },
        { path: '/cabinet', element: <h1>Personal area</h1> },
      ],
      preloadedState: initialisedState({ user: testEmployee({ is_student: true }) }),
    },
  );
  await api.answered('GET', ONE);
  return {
    api,
    onStartTopic,
    onExitCourse,
    user: userEvent.setup({
      advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
    }),
  };
}

// Class mode is the learning class route's to decide: src/app/courses-route.test.tsx drives it
// through the app's routes.
describe('one course', () => {
  it('shows the lessons, the topics modal, and runs the first incomplete topic', async () => {
    const { api, onStartTopic, user } = await renderCourse(HALF);
    expect(api.calls('GET', ONE)[0]?.query).toEqual({ appoint: HALF });
    const lessons = await screen.findByRole('list', { name: 'Lessons' });
    expect(within(lessons).getAllByRole('listitem')).toHaveLength(2);
    await user.click(
      screen.getByRole('button', { name: 'Topics of the lesson: Средства индивидуальной защиты' }),
    );
    const modal = within(screen.getByRole('dialog'));
    expect(modal.getByRole('row', { name: /Выдача и учёт СИЗ/ })).toHaveTextContent('Not started');
    await user.click(modal.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Continue training' }));
    expect(onStartTopic).toHaveBeenCalledWith({
      appoint: HALF,
      topic: 'e5095f06-da19-4b84-a92f-53f6d41fb079',
      flow: '4640f3ec-7447-4b19-b0c8-ec00c641e7a5',
    });
  });

  it('end of lesson: time spent and percent correct; the buttons work once the exit timer lapses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onStartTopic, onExitCourse, user } = await renderCourse(HALF, {
      ended: 'e78a1c2b-e1a0-40fe-9355-08b42335505a',
    });
    expect(await screen.findByRole('heading', { name: 'Lesson completed' })).toBeVisible();
    expect(screen.getByText('Time spent: 9 min')).toBeVisible();
    expect(screen.getByText('Correct answers: 75%')).toBeVisible();
    const next = screen.getByRole('button', { name: 'Next lesson' });
    const exit = screen.getByRole('button', { name: 'Exit the course' });
    expect(next).toBeDisabled();
    expect(exit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Personal Area' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exit' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(next).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(next).toBeEnabled();
    await user.click(next);
    expect(onStartTopic).toHaveBeenCalledWith(
      expect.objectContaining({ topic: 'e5095f06-da19-4b84-a92f-53f6d41fb079' }),
    );
    await user.click(exit);
    expect(onExitCourse).toHaveBeenCalled();
  });

  it("end of theme: 'Theme completed' with the completed topics of the active lesson", async () => {
    const { onStartTopic, user } = await renderCourse(HALF, {
      ended: 't2',
      answer: { status: 200, body: { data: themeDone } },
    });
    expect(await screen.findByRole('heading', { name: 'Theme completed' })).toBeVisible();
    expect(screen.getByText('Completed topics: 2 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next theme' }));
    expect(onStartTopic).toHaveBeenCalledWith(expect.objectContaining({ topic: 't3' }));
  });

  it('end of course: the summary, and its exit timer only after 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onExitCourse } = await renderCourse(DONE, { ended: 'ba143987' });
    expect(await screen.findByRole('heading', { name: 'Course completed' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('timer')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(onExitCourse).toHaveBeenCalled();
  });

  it("a failed load shows 'Error loading the e-course' as a toast and stays", async () => {
    const { onExitCourse, user } = await renderCourse(HALF, { answer: { status: 500, body: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the e-course');
    expect(screen.queryByRole('heading', { name: 'Personal area' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onExitCourse).toHaveBeenCalled();
  });
});

const topic = (uuid: string, complete: boolean) => courseTopic(uuid, 'flow-1', complete, 300);
/** Lesson 1 has all its topics done but is not yet marked complete; lesson 2 waits. */
const themeDone = {
  uuid: 'c',
  title: 'Course',
  appoint: { uuid: HALF },
  lessons: [
    {
      uuid: 'L1',
      title: 'L1',
      topics: [topic('t1', true), topic('t2', true)],
      result: { count_complete_topics: 2, spent_time: 600, complete: false },
    },
    { uuid: 'L2', title: 'L2', topics: [topic('t3', false)], result: { complete: false } },
  ],
  result: { progress: 50 },
};
