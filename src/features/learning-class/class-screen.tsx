import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CourseChoice } from '@/lib/api/schemas/learning-class';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectIsAuth } from '@/lib/state/session-slice';

import { AddStudentModal } from './add-student-modal';
import { ConfirmModal, type ClassChoice } from './confirm-modal';
import { SearchEmployeeModal } from './search-employee-modal';
import { StudentList } from './student-list';
import { choiceOf, useClassActions, type AddOutcome } from './use-class-actions';
import { useClassSession } from './use-class-session';

type Dialog =
  | { kind: 'none' }
  | { kind: 'search' }
  | { kind: 'add'; course: CourseChoice | null }
  | { kind: 'confirm'; choice: ClassChoice };

/**
 * The learning class (/electronic-courses-class): students choose themselves or are added, then
 * learn. Arriving here ends the last member's session, so the next one never finds them logged in.
 */
export function ClassScreen() {
  const { t } = useTranslation('learningClass');
  const dispatch = useAppDispatch();
  const isAuth = useAppSelector(selectIsAuth);
  useEffect(() => {
    if (isAuth) dispatch(loggedOut());
    // Only on arrival: the login of a member confirmed on this screen must not be undone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const classId = useAppSelector(selectSettings)?.learning_class_id ?? null;
  const { status, students, refresh, onModalClosed } = useClassSession(classId);
  const current = status.kind === 'loaded' ? status.value : null;
  const { busy, add, enter } = useClassActions({ classId, status: current, refresh });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const active = current?.status ?? false;
  const sessionTitle = current?.free_course
    ? t('session.freeChoice')
    : current?.course?.title || current?.session?.title;
  const courseRequired = !active || (current?.free_course ?? false);

  const close = () => {
    setDialog({ kind: 'none' });
    onModalClosed();
  };
  // A failed add keeps its modal and everything typed in it (spec 2 §8: a toast).
  const confirmNext = (outcome: AddOutcome) => {
    if (outcome.kind === 'failed') return;
    if (outcome.choice) setDialog({ kind: 'confirm', choice: outcome.choice });
    else close();
  };

  return (
    <main className="screen class-screen" aria-labelledby="class-title">
      <h1 id="class-title" className="screen__title">
        {t('title')}
      </h1>
      {sessionTitle ? <h2 className="class-screen__session">{sessionTitle}</h2> : null}
      {status.kind === 'failed' || (active && students.kind === 'failed') ? (
        <p className="status-line status-line--danger" role="alert">
          {t('errors.network')}
        </p>
      ) : null}
      {current && !active ? (
        <>
          <p className="status-line">{t('session.inactive')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setDialog({ kind: 'search' })}
          >
            {t('session.startLearning')}
          </button>
        </>
      ) : null}
      {active ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => setDialog({ kind: 'search' })}
        >
          {t('students.add')}
        </button>
      ) : null}
      {active && students.kind === 'loaded' ? (
        <StudentList
          rows={students.value}
          onChoose={(row) => setDialog({ kind: 'confirm', choice: choiceOf(row) })}
        />
      ) : null}
      {dialog.kind === 'search' ? (
        <SearchEmployeeModal
          courseRequired={courseRequired}
          busy={busy}
          onChoose={(student, course) => void add(student, course).then(confirmNext)}
          onAddNew={(course) => setDialog({ kind: 'add', course })}
          onClose={close}
        />
      ) : null}
      {dialog.kind === 'add' ? (
        <AddStudentModal
          courseRequired={courseRequired}
          initialCourse={dialog.course}
          busy={busy}
          onSave={(draft) => void add(draft, draft.course).then(confirmNext)}
          onClose={close}
        />
      ) : null}
      {dialog.kind === 'confirm' ? (
        <ConfirmModal
          choice={dialog.choice}
          busy={busy}
          onConfirm={() => void enter(dialog.choice)}
          onClose={close}
        />
      ) : null}
    </main>
  );
}
