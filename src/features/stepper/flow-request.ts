import type { Platform } from '@/lib/api/client';
import type { Employee } from '@/lib/api/schemas/employees';
import type { Flow } from '@/lib/api/schemas/flows';
import { isQuestionStep } from '@/lib/api/schemas/step-names';
import type { Settings } from '@/lib/api/schemas/settings';

import { withResultsStep, type FlowSource, type RunEducation } from './run-model';
import { planSteps, type DroppedStep } from './step-availability';
import type { Devices } from './use-devices';

/** What a screen asks the stepper to run. */
export interface FlowRequest {
  source: FlowSource;
  /** An explicit flow; otherwise the employee's simple-check flow, else the pre-shift flow. */
  flowId?: string | null;
  appointment?: string | null;
  /** Where the user goes after the last education. */
  cameFrom: string;
  /** Where the header's Back leads, when not to cameFrom (a course topic: back to the course). */
  backTo?: string;
  /** Pass mark of the Results step in percent (extra education). */
  threshold?: number;
}

/** The flow to load (spec 1 §7): the given one, else personal_simple_check_flow_uuid, else pre_shift_flow_uuid. */
export function resolveFlowId(
  request: Pick<FlowRequest, 'flowId'>,
  user: Pick<Employee, 'personal_simple_check_flow_uuid'>,
  settings: Pick<Settings, 'pre_shift_flow_uuid'>,
): string | null {
  return (
    request.flowId || user.personal_simple_check_flow_uuid || settings.pre_shift_flow_uuid || null
  );
}

/**
 * The educations this terminal runs (available steps only, a Results step where due, none left
 * empty), and every step it leaves out with the reason.
 */
export function runEducations(
  flows: Flow[],
  platform: Platform,
  devices: Devices,
  source: FlowSource = 'preshift',
): { educations: RunEducation[]; dropped: DroppedStep[] } {
  const plans = flows.map((flow) => ({ flow, plan: planSteps(flow.steps, platform, devices) }));
  return {
    educations: plans
      .map(({ flow, plan }) => ({ ...flow, steps: withResultsStep(flow, plan.steps, source) }))
      .filter((education) => education.steps.length > 0),
    dropped: plans.flatMap(({ plan }) => plan.dropped),
  };
}

/** Questions per education (a combine-video chain counts its child questions), and their total. */
export function questionCounts(educations: RunEducation[]): {
  total: number;
  perEducation: Array<{ title: string; count: number }>;
} {
  const perEducation = educations.map((education) => ({
    title: education.title || education.name,
    count: education.steps.reduce((sum, step) => {
      if (!isQuestionStep(step)) return sum;
      return (
        sum + (step.question.type === 'combine-video' ? step.question.child_questions.length : 1)
      );
    }, 0),
  }));
  return { total: perEducation.reduce((sum, entry) => sum + entry.count, 0), perEducation };
}
