import * as z from 'zod/mini';

import { flag, list, optId, optObject, preprocess, text, uuid } from './common';

/** A uuid-and-title reference (a session, a course choice). */
const refSchema = z.object({ uuid, title: text });
export type Ref = z.output<typeof refSchema>;

/** The class session status (spec 2 §3); an inactive class has no session. */
export const classStatusSchema = z.object({
  status: flag,
  free_course: flag,
  session: optObject(refSchema),
  course: optObject(refSchema),
});
export type ClassStatus = z.output<typeof classStatusSchema>;

/** A student of the session with the course appointment they run. */
export const classStudentSchema = z.object({
  student: refSchema,
  course: optObject(z.object({ title: text, appoint: z.object({ uuid }) })),
});
export type ClassStudent = z.output<typeof classStudentSchema>;

export const classStudentListSchema = list(classStudentSchema);

/** A division sent as {id, title} or as bare text. */
const structureSchema = optObject(
  preprocess(
    (value) => (typeof value === 'string' ? { title: value } : value),
    z.object({ id: optId, title: text }),
  ),
);

/** A student found by name or personnel number. */
export const studentSchema = z.object({ uuid, title: text, structure: structureSchema });
export type Student = z.output<typeof studentSchema>;

export const studentListSchema = list(studentSchema);

/**
 * A position or structure option of the add-student form: keyed by uuid or by id, both kept as the
 * server typed them (the chosen option goes back in the new student's JSON).
 */
export const lookupOptionSchema = z
  .object({ uuid: optId, id: optId, title: text })
  .check(
    z.refine(
      (value) => value.uuid !== null || value.id !== null,
      'an option needs a uuid or an id',
    ),
  );
export type LookupOption = z.output<typeof lookupOptionSchema>;

export const lookupOptionListSchema = list(lookupOptionSchema);

/** A course the student can be enrolled in. */
export const courseChoiceListSchema = list(refSchema);
export type CourseChoice = Ref;
