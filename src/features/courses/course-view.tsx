import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Course, Lesson } from '@/lib/api/schemas/courses';
import { formatNumber } from '@/lib/format/numbers';

import { activeTopic, progressTone, toMinutes, trainingActionKey } from './course-rules';
import { TopicsModal } from './topics-modal';

export interface CourseViewProps {
  course: Course;
  /** The learning class's route: Back reads 'Back to the class' (it ends the member's session). */
  classMode?: boolean;
  /** Runs the active topic. */
  onStart: () => void;
  onBack: () => void;
}

/** One course: its results, its lessons and the topics modal, and the button that runs the active topic. */
export function CourseView({ course, classMode = false, onStart, onBack }: CourseViewProps) {
  const { t, i18n } = useTranslation('courses');
  const [shown, setShown] = useState<Lesson | null>(null);
  const active = activeTopic(course);
  const tone = progressTone(course.result.progress);
  return (
    <main className="screen courses" aria-labelledby="course-title">
      <h1 id="course-title" className="screen__title">
        {course.title}
      </h1>
      {course.description ? <p className="courses__description">{course.description}</p> : null}
      <ul className="courses__summary">
        <li className={`courses__progress courses__progress--${tone}`} data-tone={tone}>
          {t('course.progress', { percent: Math.round(course.result.progress) })}
        </li>
        <li>{t('course.spentTime', { minutes: toMinutes(course.result.total_spent_time) })}</li>
        {course.result.competence !== null ? (
          <li>{t('course.competence', { percent: Math.round(course.result.competence) })}</li>
        ) : null}
      </ul>
      <h2 className="courses__subtitle">{t('course.lessons')}</h2>
      <ol className="courses__lessons" aria-label={t('course.lessons')}>
        {course.lessons.map((lesson, index) => (
          <li key={`${lesson.uuid}-${index}`} className="courses__lesson">
            <span className="courses__lesson-title">
              {`${t('course.lesson', { number: index + 1 })}: ${lesson.title}`}
            </span>
            <span>
              {t('course.topicsCount', {
                completed: lesson.result.count_complete_topics,
                total: lesson.topics.length,
              })}
            </span>
            <span>
              {t('course.passageTime', {
                minutes: formatNumber(lesson.passage_time, i18n.language),
              })}
            </span>
            <button
              type="button"
              className="button"
              aria-label={`${t('actions.showTopics')}: ${lesson.title}`}
              onClick={() => setShown(lesson)}
            >
              {t('actions.showTopics')}
            </button>
          </li>
        ))}
      </ol>
      <div className="courses__actions">
        <button type="button" className="button" onClick={onBack}>
          {t(classMode ? 'classMode.leave' : 'actions.back')}
        </button>
        {active?.topic.flow ? (
          <button type="button" className="button button--primary" onClick={onStart}>
            {t(trainingActionKey(course.result.progress))}
          </button>
        ) : null}
      </div>
      {shown ? <TopicsModal lesson={shown} onClose={() => setShown(null)} /> : null}
    </main>
  );
}
