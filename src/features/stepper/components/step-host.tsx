import { useRuntimeConfig } from '@/lib/runtime-config';

import { positionOf, type StepperRun } from '../run-model';
import type { StepViewProps } from '../step-contract';
import { definitionOf } from '../step-registry';
import { ResultsStep } from '../steps/results-step';
import { useRunActions } from '../use-run-actions';

import { ActionButtons, buttonsFor, mainAction } from './action-buttons';
import { SkipControl } from './skip-control';

/** Renders the run's current step from the registry with the stepper's props, and its Skip. */
export function StepHost({ run }: { run: StepperRun }) {
  const { devMode } = useRuntimeConfig();
  const { record, act, leave } = useRunActions(run);
  const step = run.educations[run.educationIndex]?.steps[run.stepIndex];
  if (!step) return null;
  const position = positionOf(run);
  const actions = buttonsFor(position, run.source);
  if (step.name === 'results') {
    return (
      <ResultsStep
        history={run.history.steps}
        threshold={run.threshold}
        position={position}
        source={run.source}
        onAction={act}
      />
    );
  }
  const definition = definitionOf(step.name);
  const canSkip = step.can_skip || devMode;
  const next = () => act(mainAction(actions));
  const props: StepViewProps = {
    step,
    stepIndex: run.stepIndex,
    record,
    actions: (options) => (
      <ActionButtons
        position={position}
        source={run.source}
        seconds={options?.seconds}
        danger={options?.danger}
        onAction={act}
      />
    ),
    advance: next,
    leave,
    devMode,
    canSkip,
    skip: next,
    buttons: { actions, act },
  };
  const { Component } = definition;
  return (
    <>
      <Component {...(props as StepViewProps<typeof step>)} />
      {canSkip && !definition.ownsSkip ? <SkipControl onSkip={next} /> : null}
    </>
  );
}
