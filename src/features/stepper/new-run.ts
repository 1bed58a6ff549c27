import { stamp } from './flow-history';
import type { FlowRequest } from './flow-request';
import { freshHistory, type RunEducation, type StepperRun } from './run-model';

/** A fresh run of these educations for the employee, starting at the first step. */
export function newRun(
  request: FlowRequest,
  flowId: string,
  employee: string,
  educations: RunEducation[],
  now: number,
): StepperRun {
  const first = educations[0];
  if (!first) throw new Error('a run needs an education');
  return {
    id: `run-${now.toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`,
    employee,
    source: request.source,
    requestedFlowId: flowId,
    appointment: request.appointment ?? null,
    cameFrom: request.cameFrom,
    ...(request.backTo ? { backTo: request.backTo } : {}),
    threshold: request.threshold ?? 0,
    educations,
    educationIndex: 0,
    stepIndex: 0,
    stepStartedAt: now,
    history: freshHistory(first, employee, stamp(now)),
    recorded: false,
    failures: 0,
    status: 'running',
    finish: null,
  };
}
