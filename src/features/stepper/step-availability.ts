import type { Platform } from '@/lib/api/client';
import type { FlowStep, StepName } from '@/lib/api/schemas/flows';

/** The devices a step may need, each on only when its setting is on and the device is detected. */
export interface Devices {
  breathalyzer: boolean;
  frontCamera: boolean;
  overviewCamera: boolean;
}

const everywhere: readonly Platform[] = ['browser', 'electron', 'cordova'];

/** Which platforms run each step kind (spec 1 §4 "Step availability per platform"). */
export const stepPlatforms: Record<StepName, readonly Platform[]> = {
  question: everywhere,
  extra_education_question: everywhere,
  document: everywhere,
  video: everywhere,
  signature: everywhere,
  breathalyze: ['electron'],
  frontCamera: ['electron', 'cordova'],
  overviewCamera: ['electron'],
};

/** The device each device step needs. */
const stepDevice: Partial<Record<StepName, keyof Devices>> = {
  breathalyze: 'breathalyzer',
  frontCamera: 'frontCamera',
  overviewCamera: 'overviewCamera',
};

/** A step runs when its platform allows it and its device (if any) is on and detected. */
export function isStepAvailable(name: StepName, platform: Platform, devices: Devices): boolean {
  const device = stepDevice[name];
  return stepPlatforms[name].includes(platform) && (device === undefined || devices[device]);
}

/** The steps of an education this terminal can run, in order. */
export const availableSteps = (
  steps: FlowStep[],
  platform: Platform,
  devices: Devices,
): FlowStep[] => steps.filter((step) => isStepAvailable(step.name, platform, devices));
