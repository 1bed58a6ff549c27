import type { ComponentType } from 'react';

import type { FlowStep } from '@/lib/api/schemas/flows';

import type { StepViewProps } from './step-contract';
import { BreathalyzerStep } from './steps/breathalyzer-step';
import { CameraStep } from './steps/camera-step';
import { MaterialStep } from './steps/material-step';
import { QuestionStep } from './steps/question-step';
import { SignatureStep } from './steps/signature-step';

type ServerStepName = FlowStep['name'];

/** How a step kind runs; its platforms are in step-availability.ts (both are exhaustive over the step names). */
export interface StepDefinition<N extends ServerStepName> {
  Component: ComponentType<StepViewProps<Extract<FlowStep, { name: N }>>>;
  /** The step shows Skip itself, when it makes sense (the breathalyzer: once the device is ready). */
  ownsSkip?: boolean;
}

/** Step name → component. A step name without an entry is a compile error. */
export const stepRegistry = {
  breathalyze: { Component: BreathalyzerStep, ownsSkip: true },
  frontCamera: { Component: CameraStep },
  overviewCamera: { Component: CameraStep },
  question: { Component: QuestionStep },
  extra_education_question: { Component: QuestionStep },
  document: { Component: MaterialStep },
  video: { Component: MaterialStep },
  signature: { Component: SignatureStep },
} satisfies { [N in ServerStepName]: StepDefinition<N> };

/** The definition of a step kind, typed loosely for the host that renders any step. */
export const definitionOf = (name: ServerStepName): StepDefinition<ServerStepName> =>
  stepRegistry[name] as unknown as StepDefinition<ServerStepName>;
