import type { ComponentType } from 'react';

import type { Platform } from '@/lib/api/client';
import type { FlowStep } from '@/lib/api/schemas/flows';
import type { StepName } from '@/lib/api/schemas/step-names';

import type { StepViewProps } from './step-contract';
import { BreathalyzerStep } from './steps/breathalyzer-step';
import { CameraStep } from './steps/camera-step';
import { MaterialStep } from './steps/material-step';
import { QuestionStep } from './steps/question-step';
import { SignatureStep } from './steps/signature-step';
import type { DeviceNeed } from './use-devices';

/** A key of the step titles in the stepper dictionary. */
export type StepTitleKey = `steps.${string}`;

/** Everything one step kind needs: a step name without a whole entry is a compile error. */
export interface StepDefinition<N extends StepName> {
  Component: ComponentType<StepViewProps<Extract<FlowStep, { name: N }>>>;
  /** The title shown when the step has none of its own. */
  titleKey: StepTitleKey;
  /** The platforms that run it (spec 1 §4 "Step availability per platform"). */
  platforms: readonly Platform[];
  /** The device it needs (its setting on and the device detected), or null. */
  device: DeviceNeed | null;
  /** The step shows Skip itself, when it makes sense (the breathalyzer: once the device is ready). */
  ownsSkip: boolean;
  /** The step runs a timer of its own (60 s question, 20 s breathalyzer idle, 3 s photo): no screensaver meanwhile. */
  timed: boolean;
}

const everywhere = ['browser', 'electron', 'cordova'] as const;

/** Step name → its definition (GUIDE.md §6). */
export const stepRegistry = {
  breathalyze: {
    Component: BreathalyzerStep,
    titleKey: 'steps.breathalyze',
    platforms: ['electron'],
    device: 'breathalyzer',
    ownsSkip: true,
    timed: true,
  },
  frontCamera: {
    Component: CameraStep,
    titleKey: 'steps.frontCamera',
    platforms: ['electron', 'cordova'],
    device: 'frontCamera',
    ownsSkip: false,
    timed: true,
  },
  overviewCamera: {
    Component: CameraStep,
    titleKey: 'steps.overviewCamera',
    platforms: ['electron'],
    device: 'overviewCamera',
    ownsSkip: false,
    timed: true,
  },
  question: {
    Component: QuestionStep,
    titleKey: 'steps.question',
    platforms: everywhere,
    device: null,
    ownsSkip: false,
    timed: true,
  },
  extra_education_question: {
    Component: QuestionStep,
    titleKey: 'steps.extraEducationQuestion',
    platforms: everywhere,
    device: null,
    ownsSkip: false,
    timed: true,
  },
  document: {
    Component: MaterialStep,
    titleKey: 'steps.document',
    platforms: everywhere,
    device: null,
    ownsSkip: false,
    timed: false,
  },
  video: {
    Component: MaterialStep,
    titleKey: 'steps.video',
    platforms: everywhere,
    device: null,
    ownsSkip: false,
    timed: false,
  },
  signature: {
    Component: SignatureStep,
    titleKey: 'steps.signature',
    platforms: everywhere,
    device: null,
    ownsSkip: false,
    timed: false,
  },
} as const satisfies { [N in StepName]: StepDefinition<N> };

/** The definition of a step kind, typed loosely for the host that renders any step. */
export const definitionOf = (name: StepName): StepDefinition<StepName> =>
  stepRegistry[name] as unknown as StepDefinition<StepName>;
