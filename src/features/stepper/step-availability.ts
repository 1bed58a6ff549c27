import type { Platform } from '@/lib/api/client';
import type { ErrorType } from '@/lib/api/errors';
import type { FlowStep } from '@/lib/api/schemas/flows';
import type { StepName } from '@/lib/api/schemas/step-names';

import { definitionOf } from './step-registry';
import type { DeviceNeed, Devices } from './use-devices';

/** Why a step of the flow is not run on this terminal. */
export type DropReason = 'platform' | 'deviceOff' | 'deviceMissing';

/** What the terminal does with one step of a flow. */
export type StepDecision =
  | { run: true }
  | {
      run: false;
      reason: DropReason;
      /** The fatal error this drop raises (spec 1 §8 statuses), or null when it is only logged. */
      fatal: ErrorType | null;
    };

const deviceError: Record<DeviceNeed, ErrorType> = {
  breathalyzer: 'ALCO_FAIL',
  frontCamera: 'CAMERA_FAIL',
  overviewCamera: 'CAMERA_FAIL',
};

/**
 * Whether this terminal runs a step (docs/api-contract.md "Device steps"): its platform must run
 * the kind; a device step needs its device `ready`. A device switched off is left out with a log
 * line; a device switched on but not found is fatal (ALCO_FAIL / CAMERA_FAIL) unless the step may
 * be skipped, because a check the flow requires must never vanish in silence.
 */
export function decideStep(
  step: Pick<FlowStep, 'name' | 'can_skip'>,
  platform: Platform,
  devices: Devices,
): StepDecision {
  const definition = definitionOf(step.name);
  if (!definition.platforms.includes(platform))
    return { run: false, reason: 'platform', fatal: null };
  const { device } = definition;
  if (device === null || devices[device] === 'ready') return { run: true };
  if (devices[device] === 'off') return { run: false, reason: 'deviceOff', fatal: null };
  return { run: false, reason: 'deviceMissing', fatal: step.can_skip ? null : deviceError[device] };
}

/** Whether a kind of step runs on this terminal with these devices (no step params considered). */
export const isStepAvailable = (name: StepName, platform: Platform, devices: Devices): boolean =>
  decideStep({ name, can_skip: true }, platform, devices).run;

/** A step left out of an education, and why. */
export interface DroppedStep {
  step: FlowStep;
  reason: DropReason;
  fatal: ErrorType | null;
}

/** The steps of an education this terminal runs, in order, and those it leaves out. */
export function planSteps(
  steps: FlowStep[],
  platform: Platform,
  devices: Devices,
): { steps: FlowStep[]; dropped: DroppedStep[] } {
  const kept: FlowStep[] = [];
  const dropped: DroppedStep[] = [];
  for (const step of steps) {
    const decision = decideStep(step, platform, devices);
    if (decision.run) kept.push(step);
    else dropped.push({ step, reason: decision.reason, fatal: decision.fatal });
  }
  return { steps: kept, dropped };
}
