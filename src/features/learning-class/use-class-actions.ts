import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { toClassCourse } from './class-address';
import { authByUuid } from '@/lib/api/endpoints/employees';
import {
  addAssignmentToStudent,
  addStudyToSession,
  searchStudents,
  type StudentPayload,
} from '@/lib/api/endpoints/learning-class';
import type { ClassStatus, ClassStudent, CourseChoice } from '@/lib/api/schemas/learning-class';
import { useApiError } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { useAppDispatch } from '@/lib/state/hooks';
import { loggedIn } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

import type { ClassChoice } from './confirm-modal';
import { toNewStudent, type StudentDraft } from './student-form';

export interface ClassActionsInput {
  classId: string | null;
  status: ClassStatus | null;
  /** Reads the status and list again; answers the list when a session is active. */
  refresh: () => Promise<ClassStudent[] | null>;
}

/** What adding a student came to: who to confirm next (null when they cannot be found), or a failure. */
export type AddOutcome = { kind: 'added'; choice: ClassChoice | null } | { kind: 'failed' };

/** The choice for a row of the session's list. */
export const choiceOf = (row: ClassStudent): ClassChoice => ({
  student: row.student,
  courseTitle: row.course?.title || null,
  appoint: row.course?.appoint.uuid ?? null,
});

/**
 * Adding a student (to the active session, or by the assignment call when none is active) and
 * entering the course: the confirmed member (a student or not) is logged in and their course opens
 * on the class route, in class mode (spec 2 §2).
 */
export function useClassActions({ classId, status, refresh }: ClassActionsInput) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const apiError = useApiError();
  const [busy, setBusy] = useState(false);

  const post = useCallback(
    async (student: StudentPayload, course: CourseChoice | null) => {
      const chosen = course ?? undefined;
      if (status?.status && status.session && classId)
        await addStudyToSession({
          classId,
          sessionUuid: status.session.uuid,
          student,
          course: status.free_course ? chosen : undefined,
        });
      else await addAssignmentToStudent({ student, course: chosen });
    },
    [classId, status],
  );

  /** Adds a found or new student; answers who to confirm next, or that adding failed. */
  const add = useCallback(
    async (
      student: { uuid: string; title: string } | StudentDraft,
      course: CourseChoice | null,
    ): Promise<AddOutcome> => {
      setBusy(true);
      try {
        const isNew = !('uuid' in student);
        await post(
          isNew ? toNewStudent(student) : { uuid: student.uuid, title: student.title },
          course,
        );
        const list = await refresh();
        // A new student gets a uuid from the server: find them by their personnel number.
        const who = isNew
          ? ((
              await searchStudents('tabel', toNewStudent(student).tabel).catch((error: unknown) => {
                log.error('learningClass: new student lookup', error);
                return [];
              })
            )[0] ?? null)
          : student;
        dispatch(toastShown({ kind: 'success', messageKey: 'learningClass:success.added' }));
        if (!who) return { kind: 'added', choice: null };
        const row = list?.find((entry) => entry.student.uuid === who.uuid);
        if (row) return { kind: 'added', choice: choiceOf(row) };
        const choice: ClassChoice = {
          student: { uuid: who.uuid, title: who.title },
          courseTitle: course?.title ?? status?.course?.title ?? null,
          appoint: null,
        };
        return { kind: 'added', choice };
      } catch (error) {
        // Spec 2 §8: a toast only; the modal stays open with everything typed.
        apiError('learningClass:errors.add', error);
        return { kind: 'failed' };
      } finally {
        setBusy(false);
      }
    },
    [apiError, dispatch, post, refresh, status],
  );

  /**
   * Logs the confirmed member in and opens, on the class route, the session's course (or their
   * course list when the appointment is not known), whether or not they are a registered student.
   */
  const enter = useCallback(
    async (choice: ClassChoice) => {
      setBusy(true);
      try {
        const user = await authByUuid(choice.student.uuid, 1);
        dispatch(loggedIn({ user, token: user.token }));
        // With the session's appointment known, its course opens directly (spec 2 §2).
        navigate(toClassCourse(choice.appoint), { replace: true });
      } catch (error) {
        setBusy(false);
        apiError('auth:errors.authorizationByName', error, { redirect: 'exit' });
      }
    },
    [apiError, dispatch, navigate],
  );

  return { busy, add, enter };
}
