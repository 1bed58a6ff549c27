import * as z from 'zod/mini';

import { count, first, flag, list, optList, optNum, optText, text, uuid } from './common';

/** One topic (theme) of a lesson; `flow` is the uuid of the flow it runs. */
export const topicSchema = z.object({
  uuid,
  title: text,
  passage_time: count,
  flow: optText,
  result: z.catch(z.object({ spent_time: count, complete: flag }), {
    spent_time: 0,
    complete: false,
  }),
});
export type Topic = z.output<typeof topicSchema>;

/** One lesson of a course. */
export const lessonSchema = z.object({
  uuid,
  title: text,
  passage_time: count,
  topics: optList(topicSchema),
  result: z.catch(z.object({ count_complete_topics: count, spent_time: count, complete: flag }), {
    count_complete_topics: 0,
    spent_time: 0,
    complete: false,
  }),
});
export type Lesson = z.output<typeof lessonSchema>;

const emptyResult = {
  progress: 0,
  total_spent_time: 0,
  competence: null,
  count_questions: 0,
  count_question_without_error: 0,
  viewed_video: 0,
  complete: false,
};

/** An electronic course as appointed to the employee (spec 2 §3 Course). */
export const courseSchema = z.object({
  uuid,
  title: text,
  description: text,
  file: optText,
  passage_time: count,
  lessons: optList(lessonSchema),
  // The appointment is how a course is opened again (getAppointWithCourse).
  appoint: z.object({ uuid, sort: count, status: optNum }),
  result: z.catch(
    z.object({
      progress: count,
      total_spent_time: count,
      competence: optNum,
      count_questions: count,
      count_question_without_error: count,
      viewed_video: count,
      complete: flag,
    }),
    emptyResult,
  ),
});
export type Course = z.output<typeof courseSchema>;

export const courseListSchema = list(courseSchema);

/** One course by its appointment; sent bare or as a one-element list. */
export const oneCourseSchema = first(courseSchema);
