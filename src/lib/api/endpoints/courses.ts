import { request } from '../request';
import { courseListSchema, oneCourseSchema, type Course } from '../schemas/courses';

/** The electronic courses appointed to the employee. */
export const getAppointsByEmployee = (employeeUuid: string): Promise<Course[]> =>
  request({
    method: 'GET',
    path: 'electronicCourses/getAppointsByEmployee',
    query: { uuid: employeeUuid },
    schema: courseListSchema,
  });

/** One course by its appointment uuid. */
export const getAppointWithCourse = (appointUuid: string): Promise<Course> =>
  request({
    method: 'GET',
    path: 'electronicCourses/getAppointWithCourse',
    query: { appoint: appointUuid },
    schema: oneCourseSchema,
  });
