import { describe, expect, it } from 'vitest';

import type { SurveyResultPayload } from '@/lib/api/schemas/surveys';
import { libraryReadRequest, surveyResultRequest } from '@/lib/api/write-requests';
import { importantMaterialKey, importantSurveyKey } from '@/lib/state/session-slice';

import { answersIn } from './kept-answers';
import type { OutboxItem, OutboxRequest } from './outbox-types';

const item = (employee: string, request: OutboxRequest): OutboxItem => ({
  id: `${employee} ${request.path}`,
  employee,
  createdAt: 0,
  attempts: 1,
  nextAttemptAt: 0,
  request,
});

const result = (assignment: string | number): SurveyResultPayload => ({
  start_dt: 1,
  end_dt: 2,
  survey_uuid: 'winter',
  assignment_id: assignment,
  answers: [],
});

/** A survey result whose stored body is not what the app writes (an older or damaged record). */
const malformed = (value: unknown): OutboxRequest => ({
  ...surveyResultRequest('emp-1', result(1)),
  body: { kind: 'json', value },
});

describe('answers kept in the outbox', () => {
  it('names a survey result by its survey and assignment, the id as number or text alike', () => {
    const kept = answersIn(
      [
        item('emp-1', surveyResultRequest('emp-1', result(5004))),
        item('emp-1', surveyResultRequest('emp-1', result('5005'))),
      ],
      'emp-1',
    );
    expect(kept).toEqual([
      importantSurveyKey('winter', '5004'),
      importantSurveyKey('winter', 5005),
    ]);
  });

  it('names a material by a signed mark only', () => {
    const signed = libraryReadRequest({
      employeeId: '11',
      uuid: 'doc-1',
      signature: new Blob(['png']),
    });
    const viewed = libraryReadRequest({ employeeId: '11', uuid: 'doc-2' });
    expect(answersIn([item('emp-1', signed), item('emp-1', viewed)], 'emp-1')).toEqual([
      importantMaterialKey('doc-1'),
    ]);
  });

  it("leaves out another employee's writes, other writes and malformed bodies", () => {
    const feedback: OutboxRequest = {
      method: 'POST',
      path: 'feedback/dialogs',
      body: { kind: 'json', value: result(1) },
    };
    const kept = answersIn(
      [
        item('emp-2', surveyResultRequest('emp-2', result(5004))),
        item('emp-1', surveyResultRequest('emp-2', result(5004))),
        item('emp-1', feedback),
        item('emp-1', malformed({ ...result(1), assignment_id: null })),
        item('emp-1', malformed(null)),
        item('emp-1', { ...surveyResultRequest('emp-1', result(1)), body: { kind: 'none' } }),
      ],
      'emp-1',
    );
    expect(kept).toEqual([]);
  });
});
