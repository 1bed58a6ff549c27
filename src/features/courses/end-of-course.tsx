import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ExitTimerRing } from '@/components/ui/exit-timer-ring';
import type { Course } from '@/lib/api/schemas/courses';
import { useTimeout } from '@/lib/hooks/use-timeout';

import { END_OF_COURSE_TIMER_DELAY_MS, toMinutes } from './course-rules';

/** End of course (spec 2 §2): the completion summary; its exit timer appears after 30 s and then leaves the course. */
export function EndOfCourse({
  course,
  onExitCourse,
}: {
  course: Course;
  onExitCourse: () => void;
}) {
  const { t } = useTranslation('courses');
  const [timer, setTimer] = useState(false);
  useTimeout(() => setTimer(true), END_OF_COURSE_TIMER_DELAY_MS);
  const { result } = course;
  return (
    <main className="screen screen--center courses" aria-labelledby="end-title">
      <h1 id="end-title" className="screen__title">
        {t('endOfCourse.title')}
      </h1>
      <p>{t('endOfCourse.congratulations', { title: course.title })}</p>
      <h2 className="courses__subtitle">{t('endOfCourse.summary')}</h2>
      <ul className="courses__summary">
        <li>{t('course.progress', { percent: Math.round(result.progress) })}</li>
        <li>{t('course.spentTime', { minutes: toMinutes(result.total_spent_time) })}</li>
        {result.competence !== null ? (
          <li>{t('course.competence', { percent: Math.round(result.competence) })}</li>
        ) : null}
        <li>
          {t('course.questions', {
            correct: result.count_question_without_error,
            total: result.count_questions,
          })}
        </li>
        <li>{t('course.videosViewed', { count: result.viewed_video })}</li>
      </ul>
      {timer ? <ExitTimerRing onExpire={onExitCourse} /> : null}
      <div className="courses__actions">
        <button type="button" className="button button--primary" onClick={onExitCourse}>
          {t('actions.exitCourse')}
        </button>
      </div>
    </main>
  );
}
