import { describe, expect, it } from 'vitest';

import { flowSaveRequest } from '@/lib/api/flow-save-request';
import type { FlowHistory } from '@/lib/api/schemas/flow-history';
import {
  libraryReadRequest,
  noticeCallbackRequest,
  ppeViewedRequest,
  surveyResultRequest,
} from '@/lib/api/write-requests';

import type { OutboxItem, OutboxRequest } from './outbox-types';
import {
  actionWaits,
  assignmentKey,
  lastWaitingFlowResult,
  noticeWaits,
  waitingAssignments,
  waitingCallbackPaths,
  waitingMaterials,
} from './waiting-matchers';

const EMPLOYEE = 'petrov-uuid';

let made = 1_000;
const item = (request: OutboxRequest, createdAt = (made += 1)): OutboxItem => ({
  id: `item-${createdAt}`,
  employee: EMPLOYEE,
  createdAt,
  attempts: 1,
  nextAttemptAt: createdAt,
  request,
});

const surveyResult = (survey: string, assignment: string | number) =>
  surveyResultRequest(EMPLOYEE, {
    start_dt: 1,
    end_dt: 2,
    survey_uuid: survey,
    assignment_id: assignment,
    answers: [],
  });

const history: FlowHistory = {
  flow: 'edu-a',
  employee: EMPLOYEE,
  params: {},
  start_dt: '@1',
  end_dt: '@2',
  steps: [],
};
const flowResult = (appointment?: string) =>
  flowSaveRequest({ flowId: 'edu-a', history, files: [], appointment });

describe('waiting survey results', () => {
  it('names each assignment by survey and assignment id, a number and its text alike', () => {
    const keys = waitingAssignments([
      item(surveyResult('winter', 52010)),
      item(surveyResult('conditions', '7')),
    ]);
    expect(keys.has(assignmentKey('winter', '52010'))).toBe(true);
    expect(keys.has(assignmentKey('winter', 52010))).toBe(true);
    expect(keys.has(assignmentKey('conditions', 7))).toBe(true);
    expect(keys.has(assignmentKey('winter', 7))).toBe(false);
  });

  it('ignores other writes, results posted for another employee and unreadable bodies', () => {
    const elsewhere = { ...item(surveyResult('winter', 1)), employee: 'frolov-uuid' };
    const unreadable = item({ ...surveyResult('x', 1), body: { kind: 'json', value: { a: 1 } } });
    expect(waitingAssignments([elsewhere, unreadable, item(flowResult())]).size).toBe(0);
  });
});

describe('waiting read marks', () => {
  it('names each material, signed when a waiting mark carries the signature', () => {
    const marks = waitingMaterials([
      item(libraryReadRequest({ employeeId: 11, uuid: 'doc-1' })),
      item(libraryReadRequest({ employeeId: 11, uuid: 'doc-2', signature: new Blob(['png']) })),
      item(libraryReadRequest({ employeeId: 11, uuid: 'doc-2' })),
    ]);
    expect(Object.fromEntries(marks)).toEqual({ 'doc-1': 'read', 'doc-2': 'signed' });
  });

  it('ignores other form writes', () => {
    expect(waitingMaterials([item(flowResult())]).size).toBe(0);
  });
});

describe('waiting notice actions', () => {
  const agree = { callbacks: ['/api/v1/notifications/x/agree', 'notifications/x/set_read'] };
  const refuse = { callbacks: ['notifications/x/refused'] };

  it('matches a callback by its normalised path', () => {
    const paths = waitingCallbackPaths([item(noticeCallbackRequest('/notifications/x/agree'))]);
    expect(actionWaits(agree, paths)).toBe(true);
    expect(actionWaits(refuse, paths)).toBe(false);
    expect(noticeWaits({ actions: [refuse, agree] }, paths)).toBe(true);
    expect(noticeWaits({ actions: [refuse] }, paths)).toBe(false);
    expect(noticeWaits({ actions: [] }, paths)).toBe(false);
  });

  it('takes only calls without a payload', () => {
    const paths = waitingCallbackPaths([
      item(libraryReadRequest({ employeeId: 11, uuid: 'doc-1' })),
      item(ppeViewedRequest('need-1')),
    ]);
    expect([...paths]).toEqual(['ipm/needs/need-1/apply']);
  });
});

describe('waiting flow results', () => {
  it('gives the latest pre-shift result (no appointment), or null', () => {
    expect(lastWaitingFlowResult([])).toBeNull();
    expect(lastWaitingFlowResult([item(flowResult(), 5), item(flowResult(), 9)])).toBe(9);
  });

  it('keeps runs of an appointment (training, courses) apart from the pre-shift', () => {
    const items = [item(flowResult('appoint-1'), 7), item(surveyResult('winter', 1), 8)];
    expect(lastWaitingFlowResult(items)).toBeNull();
    expect(lastWaitingFlowResult(items, 'appoint-1')).toBe(7);
  });
});
