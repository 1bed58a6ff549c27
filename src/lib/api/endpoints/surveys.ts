import { request } from '../request';
import type { ServerId } from '../schemas/common';
import { surveyResultRequest, writeOptions } from '../write-requests';
import {
  surveyAssignmentListSchema,
  surveyDetailSchema,
  type SurveyAssignment,
  type SurveyDetail,
  type SurveyResultPayload,
} from '../schemas/surveys';

/** The surveys assigned to the employee. */
export const getSurveyAssignments = (employeeUuid: string): Promise<SurveyAssignment[]> =>
  request({
    method: 'GET',
    path: `surveys/assignments/byEmployee/${encodeURIComponent(employeeUuid)}`,
    schema: surveyAssignmentListSchema,
  });

/** One survey with its assignment and past attempts. */
export const getSurvey = (surveyUuid: string, appointmentId: ServerId): Promise<SurveyDetail> =>
  request({
    method: 'GET',
    path: `surveys/${encodeURIComponent(surveyUuid)}`,
    query: { appointment_id: String(appointmentId), with_results: true },
    schema: surveyDetailSchema,
  });

/** Sends a survey result (JSON); answers the refreshed assignment list. */
export const submitSurveyResult = (
  employeeUuid: string,
  result: SurveyResultPayload,
): Promise<SurveyAssignment[]> =>
  request({
    ...writeOptions(surveyResultRequest(employeeUuid, result)),
    schema: surveyAssignmentListSchema,
  });
