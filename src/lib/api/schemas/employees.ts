import * as z from 'zod/mini';

import {
  count,
  date,
  first,
  flag,
  id,
  list,
  mapped,
  optId,
  optList,
  optNum,
  optObject,
  optText,
  preprocess,
  text,
  uuid,
} from './common';

/** One position of an employee; the first one is shown under the name. */
export const positionSchema = z.object({ uuid: optText, name: text, title: text });
export type Position = z.output<typeof positionSchema>;

/** Unread library materials by type (cabinet badges). */
export const libraryUnreadSchema = z.catch(
  z.object({ simulated_situation: count, video_tutorial: count, text_document: count }),
  { simulated_situation: 0, video_tutorial: 0, text_document: 0 },
);
export type LibraryUnread = z.output<typeof libraryUnreadSchema>;

/** A mandatory survey the guard opens first; usable only with both ids. */
export const importantSurveySchema = optObject(z.object({ appointment_id: id, survey_uuid: uuid }));

/** A mandatory library material the guard opens first. */
export const importantLibrarySchema = optObject(z.object({ uuid }));

/** Per-user flags and badge counts that steer the guard and the cabinet. */
export const employeeExtraShape = {
  block_notifications: flag,
  count_new_notification: count,
  unread_notifications: count,
  feedback_unread_count: count,
  surveys_unread_count: count,
  library_unread_count: libraryUnreadSchema,
  viewRisks: flag,
  important_survey: importantSurveySchema,
  important_library: importantLibrarySchema,
};

/** An employee (spec 1 §3), as lookups and logins answer it. */
export const employeeSchema = z.object({
  id,
  uuid,
  title: text,
  number: text,
  structure_id: optId,
  external_id: optText,
  is_fired: flag,
  fired_dt: date,
  position: optList(positionSchema),
  competence: optNum,
  risks: optNum,
  is_student: flag,
  pin_code: optText,
  isAuth: flag,
  token: optText,
  personal_simple_check_flow_uuid: optText,
  ...employeeExtraShape,
});
export type Employee = z.output<typeof employeeSchema>;

/** Lookups by number or by name: every matching employee. */
export const employeeListSchema = list(employeeSchema);

/** Login answers: one employee, possibly sent as a one-element array. */
export const oneEmployeeSchema = first(employeeSchema);

/** The lookup by uuid answers an array: its first employee, or null when nobody has that uuid. */
export const employeeByUuidSchema = mapped(
  preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(employeeSchema)),
  (employees) => employees[0] ?? null,
);

/** A new notice as the header bell lists it. */
const bellNoticeSchema = z.object({ uuid, title: text, start_dt: date });

/** employees/getNotifications: the bell's unread count and the new notices. */
export const employeeNotificationsSchema = z.object({
  count,
  notifications: optList(bellNoticeSchema),
});
export type EmployeeNotifications = z.output<typeof employeeNotificationsSchema>;
