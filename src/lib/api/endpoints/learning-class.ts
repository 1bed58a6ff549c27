import { request } from '../request';
import { ack } from '../schemas/common';
import type { EpochStamp } from '../schemas/flow-history';
import {
  classStatusSchema,
  classStudentListSchema,
  courseChoiceListSchema,
  lookupOptionListSchema,
  studentListSchema,
  type ClassStatus,
  type ClassStudent,
  type CourseChoice,
  type LookupOption,
  type Student,
} from '../schemas/learning-class';

/** A new student typed into the 'Add a student' form; position and structure are options or free text. */
export interface NewStudent {
  title: string;
  birthday_dt: EpochStamp;
  /** Personnel number. */
  tabel: string;
  position: LookupOption | string;
  structure: LookupOption | string;
}

/** The student to add: one found by search ({uuid, title}) or a new one. */
export type StudentPayload = Pick<Student, 'uuid' | 'title'> | NewStudent;

/** The fields a student can be searched by. */
export type StudentSearchField = 'title' | 'tabel';

const SEARCH_LIMIT = 10;
const classPath = (call: string, classId: string) =>
  `learning_class/sessions/${call}/${encodeURIComponent(classId)}`;

/** The class session status (the class id comes from settings learning_class_id). */
export const getSessionStatus = (classId: string): Promise<ClassStatus> =>
  request({ method: 'GET', path: classPath('status', classId), schema: classStatusSchema });

/** The students of the class session with their course appointments. */
export const getStudentsList = (classId: string): Promise<ClassStudent[]> =>
  request({
    method: 'GET',
    path: classPath('students_list', classId),
    schema: classStudentListSchema,
  });

/** Adds a student to the active session (course only in free-choice sessions). */
export async function addStudyToSession(params: {
  classId: string;
  sessionUuid: string;
  student: StudentPayload;
  course?: CourseChoice;
}): Promise<void> {
  await request({
    method: 'POST',
    path: classPath('addStudyToSession', params.classId),
    form: {
      student: JSON.stringify(params.student),
      session: params.sessionUuid,
      course: params.course ? JSON.stringify(params.course) : undefined,
    },
    schema: ack,
  });
}

/** Appoints a course to a student outside a session. */
export async function addAssignmentToStudent(params: {
  student: StudentPayload;
  course?: CourseChoice;
}): Promise<void> {
  await request({
    method: 'POST',
    path: 'learning_class/sessions/addAssignmentToStudent',
    form: {
      student: JSON.stringify(params.student),
      course: params.course ? JSON.stringify(params.course) : undefined,
    },
    schema: ack,
  });
}

/** Students whose name (title) or personnel number (tabel) matches. */
export const searchStudents = (field: StudentSearchField, value: string): Promise<Student[]> =>
  request({
    method: 'GET',
    path: 'students/',
    query: { [field]: value },
    schema: studentListSchema,
  });

/** Positions matching the typed text, at most 10. */
export const searchPositions = (search: string): Promise<LookupOption[]> =>
  request({
    method: 'GET',
    path: 'positions',
    query: { search, limit: SEARCH_LIMIT },
    schema: lookupOptionListSchema,
  });

/** Structures (divisions) matching the typed text, at most 10. */
export const searchStructures = (search: string): Promise<LookupOption[]> =>
  request({
    method: 'GET',
    path: 'structures',
    query: { search, limit: SEARCH_LIMIT },
    schema: lookupOptionListSchema,
  });

/** The courses a student can be enrolled in. */
export const getCourseChoices = (): Promise<CourseChoice[]> =>
  request({ method: 'GET', path: 'electronicCourses', schema: courseChoiceListSchema });
