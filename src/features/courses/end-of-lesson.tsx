import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { ExitTimerRing } from '@/components/ui/exit-timer-ring';
import { paths } from '@/config/paths';

import { toMinutes } from './course-rules';

export interface EndOfLessonProps {
  spentSeconds: number;
  correctPercent: number;
  classMode: boolean;
  onNext: () => void;
  onExitCourse: () => void;
}

/**
 * End of lesson (spec 2 §2): time spent and percent correct; Next lesson and Exit the course, and
 * outside class mode the personal area and Exit. The buttons work once the exit timer has lapsed.
 */
export function EndOfLesson(props: EndOfLessonProps) {
  const { spentSeconds, correctPercent, classMode, onNext, onExitCourse } = props;
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const [live, setLive] = useState(false);
  return (
    <main className="screen screen--center courses" aria-labelledby="end-title">
      <h1 id="end-title" className="screen__title">
        {t('endOfLesson.title')}
      </h1>
      <p>{t('endOfLesson.spentTime', { minutes: toMinutes(spentSeconds) })}</p>
      <p>{t('endOfLesson.correctPercent', { percent: correctPercent })}</p>
      {live ? null : <ExitTimerRing onExpire={() => setLive(true)} />}
      <div className="courses__actions">
        <button type="button" className="button button--primary" disabled={!live} onClick={onNext}>
          {t('actions.nextLesson')}
        </button>
        <button type="button" className="button" disabled={!live} onClick={onExitCourse}>
          {t('actions.exitCourse')}
        </button>
        {classMode ? null : (
          <>
            <button
              type="button"
              className="button"
              disabled={!live}
              onClick={() => navigate(paths.cabinet)}
            >
              {t('actions.personalArea')}
            </button>
            <button
              type="button"
              className="button"
              disabled={!live}
              onClick={() => navigate(paths.start)}
            >
              {t('actions.exit')}
            </button>
          </>
        )}
      </div>
    </main>
  );
}
