import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Course } from '@/lib/api/schemas/courses';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

import { activeTopic, afterTopic } from './course-rules';
import { CourseView } from './course-view';
import { EndOfCourse } from './end-of-course';
import { EndOfLesson } from './end-of-lesson';
import { EndOfTheme } from './end-of-theme';
import { useCourse } from './use-course-data';

import './courses.css';

/** The topic the app hands the stepper: its flow runs with source 'electronicCourse'. */
export interface CourseTopicRun {
  appoint: string;
  topic: string;
  flow: string;
}

export interface CourseScreenProps {
  /** The course's appointment uuid. */
  appoint: string;
  /**
   * Set by the learning class's route (/electronic-courses-class): Exit the course on the end
   * screens returns to the course, the cabinet links are hidden, and the course's own way out is
   * `onExitCourse` labelled 'Back to the class' (the route ends the member's session there).
   */
  classMode?: boolean;
  /** The topic whose run just ended: the reloaded course decides end of lesson, theme or course. */
  endedTopic?: string | null;
  onStartTopic: (run: CourseTopicRun) => void;
  /** Outside class mode: back to the list of courses; in class mode: back to the class screen. */
  onExitCourse: () => void;
}

/** One electronic course and the course runner's end screens (spec 2 §2, §4). */
export function CourseScreen(props: CourseScreenProps) {
  const { appoint, classMode = false, endedTopic = null, onStartTopic, onExitCourse } = props;
  const { t } = useTranslation(['courses', 'common']);
  const classSetting = useAppSelector(selectSettings)?.use_to_learning_class ?? false;
  const load = useCourse(appoint, classMode || classSetting);
  const [ended, setEnded] = useState(endedTopic);

  if (load.status === 'loading') {
    return (
      <main className="screen screen--center courses" aria-busy="true">
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      </main>
    );
  }
  if (load.status === 'failed') {
    return (
      <main className="screen screen--center courses">
        <p className="status-line status-line--danger">{t('courses:errors.one')}</p>
        <button type="button" className="button" onClick={onExitCourse}>
          {t(classMode ? 'courses:classMode.leave' : 'courses:actions.back')}
        </button>
      </main>
    );
  }
  const course: Course = load.data;
  const start = () => {
    const active = activeTopic(course);
    if (active?.topic.flow)
      onStartTopic({ appoint, topic: active.topic.uuid, flow: active.topic.flow });
    else setEnded(null);
  };
  const exitCourse = classMode ? () => setEnded(null) : onExitCourse;
  if (ended === null)
    return (
      <CourseView course={course} classMode={classMode} onStart={start} onBack={onExitCourse} />
    );

  const after = afterTopic(course, ended);
  switch (after.kind) {
    case 'endOfCourse':
      return <EndOfCourse course={course} onExitCourse={exitCourse} />;
    case 'endOfTheme':
      return (
        <EndOfTheme
          completed={after.completed}
          total={after.total}
          onNext={start}
          onExitCourse={exitCourse}
        />
      );
    case 'endOfLesson':
      return (
        <EndOfLesson
          spentSeconds={after.spentSeconds}
          correctPercent={after.correctPercent}
          classMode={classMode}
          onNext={start}
          onExitCourse={exitCourse}
        />
      );
  }
}
