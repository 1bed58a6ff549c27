import type { ReactNode } from 'react';

import type { FlowFile, FlowHistoryStep } from '@/lib/api/schemas/flow-history';

import type { StepAction } from './components/action-buttons';
import type { RunStep } from './run-model';

/** The fields of a step's history record that the step itself supplies (the stepper adds uuid, name and times). */
export type RecordFields<N extends FlowHistoryStep['name']> = Omit<
  RecordOf<N>,
  'uuid' | 'name' | 'start_date_time' | 'elapsed_time'
>;

/** The record shape whose name covers N (a photo record serves both camera kinds). */
type RecordOf<N> = FlowHistoryStep extends infer R
  ? R extends { name: infer M }
    ? N extends M
      ? R
      : never
    : never
  : never;

/** Options of the host's action buttons (Next / Proceed / Done / Finish and exit). */
export interface ActionOptions {
  /** Exit timer in seconds; when it lapses the main action runs by itself and the buttons stop working. */
  seconds?: number;
  /** Draws the timer ring red (danger). */
  danger?: boolean;
}

/** What the stepper gives every step component (GUIDE.md §6: steps report, the runner sequences). */
export interface StepViewProps<S extends RunStep = RunStep> {
  step: S;
  /** Index of the step in its education; names its files (front_{index}, signature_{index}). */
  stepIndex: number;
  /**
   * Writes the step's history record once (later calls are ignored), with its file if any (named
   * with fileField(kind, stepIndex), e.g. front_3.png). Resolves when the record and file are stored.
   */
  // Method syntax on purpose: a step for several kinds (question, extra_education_question) fits each kind.
  record(
    fields: S['name'] extends FlowHistoryStep['name'] ? RecordFields<S['name']> : never,
    file?: FlowFile,
  ): Promise<void>;
  /** Renders the host's action buttons for this step's position, with an exit timer. */
  actions: (options?: ActionOptions) => ReactNode;
  /** Moves on as the main action would (steps that leave by themselves: cameras, breathalyzer). */
  advance: () => void;
  /** Leaves the flow for the start screen (time-outs of the spec: question 60 s, breathalyzer 20 s). */
  leave: () => void;
  /** Developer mode (device setting devMode). */
  devMode: boolean;
  /** Skip is allowed (step can_skip, or devMode). Steps that own their Skip (the breathalyzer) show it via `skip`. */
  canSkip: boolean;
  /** Skips the step (no record) and moves on. */
  skip: () => void;
  /** The buttons of this step's position, and how to run one (for steps that draw their own buttons). */
  buttons: { actions: StepAction[]; act: (action: StepAction) => void };
}
