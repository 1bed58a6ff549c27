import { useCallback, useEffect, useRef, useState } from 'react';

import { getSessionStatus, getStudentsList } from '@/lib/api/endpoints/learning-class';
import type { ClassStatus, ClassStudent } from '@/lib/api/schemas/learning-class';
import { useApiError } from '@/lib/hooks/use-api-error';
import { useInterval } from '@/lib/hooks/use-interval';
import { log } from '@/lib/log';

import { STATUS_POLL_AFTER_MODAL_MS, STATUS_POLL_MS } from './class-constants';

/** A read of the class: still loading, failed (inline 'Network Error'), or its value. */
export type ClassRead<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; value: T };

/**
 * The class session (spec 2 §4): the status is read on mount and polled every 5 minutes, or every
 * 30 s once a modal has closed while no session is active; while a session is active the students
 * list is read with it. A failed list shows 'Error loading the list of students'.
 */
export function useClassSession(classId: string | null) {
  const apiError = useApiError();
  const [status, setStatus] = useState<ClassRead<ClassStatus>>({ kind: 'loading' });
  const [students, setStudents] = useState<ClassRead<ClassStudent[]>>({ kind: 'loading' });
  const [modalClosed, setModalClosed] = useState(false);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const refresh = useCallback(async (): Promise<ClassStudent[] | null> => {
    // Without a class id there is nothing to ask (the screen shows 'Network Error').
    if (!classId) return null;
    let next: ClassStatus;
    try {
      next = await getSessionStatus(classId);
    } catch (error) {
      log.error('learningClass: status', error);
      if (live.current) setStatus({ kind: 'failed' });
      return null;
    }
    if (!live.current) return null;
    setStatus({ kind: 'loaded', value: next });
    if (!next.status) return null;
    try {
      const list = await getStudentsList(classId);
      if (live.current) setStudents({ kind: 'loaded', value: list });
      return list;
    } catch (error) {
      if (!live.current) return null;
      setStudents({ kind: 'failed' });
      apiError('learningClass:errors.students', error);
      return null;
    }
  }, [apiError, classId]);

  useEffect(() => {
    // refresh sets state only after the server answers, never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (!classId) log.error('learningClass: settings have no learning_class_id');
  }, [classId]);

  const shown: ClassRead<ClassStatus> = classId ? status : { kind: 'failed' };
  const active = shown.kind === 'loaded' && shown.value.status;
  useInterval(
    () => void refresh(),
    modalClosed && !active ? STATUS_POLL_AFTER_MODAL_MS : STATUS_POLL_MS,
  );

  /** Call when a modal closes: while no session is active, polling goes to every 30 s. */
  const onModalClosed = useCallback(() => setModalClosed(true), []);

  return { status: shown, students, refresh, onModalClosed };
}
