import type { Course, Lesson, Topic } from '@/lib/api/schemas/courses';

/** Spec 2 §9: the end-of-course screen shows its exit timer after 30 s. */
export const END_OF_COURSE_TIMER_DELAY_MS = 30_000;

/** Course progress colour (spec 2 §9): 0 red, 100 green, otherwise amber. */
export type ProgressTone = 'danger' | 'success' | 'warning';

export function progressTone(progress: number): ProgressTone {
  if (progress <= 0) return 'danger';
  if (progress >= 100) return 'success';
  return 'warning';
}

/** The list button: Start training at progress 0, otherwise Continue training. */
export const trainingActionKey = (progress: number) =>
  progress <= 0 ? 'actions.startTraining' : 'actions.continueTraining';

/** Server times are seconds; the screens show whole minutes. */
export const toMinutes = (seconds: number) => Math.round(seconds / 60);

/** The lesson to work on: the first incomplete one. */
export const activeLesson = (course: Course): Lesson | null =>
  course.lessons.find((lesson) => !lesson.result.complete) ?? null;

/**
 * The topic to run (spec 2 §4): the first incomplete topic of the first incomplete lesson. A lesson
 * whose topics are all done but which the server has not yet marked complete (end of theme) is
 * passed over, so Next theme opens the following lesson.
 */
export function activeTopic(course: Course): { lesson: Lesson; topic: Topic } | null {
  for (const lesson of course.lessons) {
    if (lesson.result.complete) continue;
    const topic = lesson.topics.find((candidate) => !candidate.result.complete);
    if (topic) return { lesson, topic };
  }
  return null;
}

/** What shows after a topic's run, decided from the reloaded course (spec 2 §4 Course runner). */
export type AfterTopic =
  | { kind: 'endOfCourse' }
  | { kind: 'endOfTheme'; lesson: Lesson; completed: number; total: number }
  | { kind: 'endOfLesson'; spentSeconds: number; correctPercent: number };

export function afterTopic(course: Course, endedTopic: string | null): AfterTopic {
  const lesson = activeLesson(course);
  if (!lesson) return { kind: 'endOfCourse' };
  if (!lesson.topics.some((topic) => !topic.result.complete)) {
    return {
      kind: 'endOfTheme',
      lesson,
      completed: lesson.result.count_complete_topics,
      total: lesson.topics.length,
    };
  }
  const ended = course.lessons
    .flatMap((candidate) => candidate.topics)
    .find((topic) => topic.uuid === endedTopic);
  return {
    kind: 'endOfLesson',
    spentSeconds: ended?.result.spent_time ?? course.result.total_spent_time,
    correctPercent: Math.round(course.result.competence ?? 0),
  };
}
