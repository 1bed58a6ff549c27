import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScreenFrame } from '@/components/layout/screen-frame';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format/numbers';

import { progressTone, trainingActionKey } from './course-rules';
import { useCoursesList } from './use-course-data';

import './courses.css';

export interface CoursesListScreenProps {
  /** Opens a course by its appointment uuid. */
  onOpen: (appoint: string) => void;
  /**
   * The learning class's route: instead of the personal area and Exit, one way back to the class
   * screen (the route ends the member's session there).
   */
  onLeaveClass?: () => void;
}

/** /electronic-courses: the all-courses table with progress colours (spec 2 §2). */
export function CoursesListScreen({ onOpen, onLeaveClass }: CoursesListScreenProps) {
  const { t, i18n } = useTranslation(['courses', 'common']);
  const load = useCoursesList();
  const courses = load.status === 'loaded' ? load.data : [];
  return (
    <ScreenFrame name="courses" title={t('courses:title')} busy={load.status === 'loading'}>
      {load.status === 'loading' ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {load.status === 'failed' ? (
        <p className="status-line status-line--danger">{t('courses:errors.list')}</p>
      ) : null}
      {load.status === 'loaded' && courses.length === 0 ? (
        <p className="status-line">{t('courses:list.empty')}</p>
      ) : null}
      {courses.length > 0 ? (
        <table className="courses__table">
          <caption>{t('courses:list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('courses:list.columns.course')}</th>
              <th scope="col">{t('courses:list.columns.lessons')}</th>
              <th scope="col">{t('courses:list.columns.passageTime')}</th>
              <th scope="col">{t('courses:list.columns.progress')}</th>
              <th scope="col">{t('courses:list.columns.action')}</th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.appoint.uuid}>
                <th scope="row">{course.title}</th>
                <td data-label={t('courses:list.columns.lessons')}>{course.lessons.length}</td>
                <td data-label={t('courses:list.columns.passageTime')}>
                  {t('courses:list.minutes', {
                    minutes: formatNumber(course.passage_time, i18n.language),
                  })}
                </td>
                <td data-label={t('courses:list.columns.progress')}>
                  <span
                    className={`courses__progress courses__progress--${progressTone(course.result.progress)}`}
                    data-tone={progressTone(course.result.progress)}
                  >
                    {t('courses:list.percent', { percent: Math.round(course.result.progress) })}
                  </span>
                </td>
                <td className="courses__action">
                  <button
                    type="button"
                    className="button button--primary"
                    aria-label={`${t(`courses:${trainingActionKey(course.result.progress)}`)} ${course.title}`}
                    onClick={() => onOpen(course.appoint.uuid)}
                  >
                    {t(`courses:${trainingActionKey(course.result.progress)}`)}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="courses__actions">
        {onLeaveClass ? (
          <button type="button" className="button" onClick={onLeaveClass}>
            {t('courses:classMode.leave')}
          </button>
        ) : (
          <>
            <Link className="button" to={paths.cabinet}>
              {t('courses:actions.personalArea')}
            </Link>
            <Link className="button" to={paths.start}>
              {t('courses:actions.exit')}
            </Link>
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
