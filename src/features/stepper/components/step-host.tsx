import { memo, useState } from 'react';

import { useDevMode } from '@/lib/hooks/use-dev-mode';
import { useIdleHold } from '@/lib/idle/idle-hold';

import { positionOf, type StepperRun } from '../run-model';
import type { StepViewProps } from '../step-contract';
import { definitionOf } from '../step-registry';
import { FINISH_EXIT_S } from '../stepper-timings';
import { ResultsStep } from '../steps/results-step';
import { useRunActions } from '../use-run-actions';

import { ActionButtons, buttonsFor, mainAction } from './action-buttons';
import { FinishPanel } from './finish-panel';
import { SkipControl } from './skip-control';

/**
 * Renders the run's current step from the registry with the stepper's props, and its Skip. On the
 * last step of the run, a step that moves on by itself (or is skipped) ends in the finish panel,
 * and every exit timer there is the 20 s finish timer. Memoised: it redraws only for a new run object.
 */
export const StepHost = memo(function StepHost({ run }: { run: StepperRun }) {
  const devMode = useDevMode();
  const { record, act, leave } = useRunActions(run);
  const [finishing, setFinishing] = useState(false);
  const step = run.educations[run.educationIndex]?.steps[run.stepIndex];
  useIdleHold(!!step && step.name !== 'results' && definitionOf(step.name).timed);
  if (!step) return null;
  const position = positionOf(run);
  const actions = buttonsFor(position, run.source);
  const last = position === 'last';
  if (finishing) return <FinishPanel source={run.source} onAction={act} />;
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
  const next = () => (last ? setFinishing(true) : act(mainAction(actions)));
  const props: StepViewProps = {
    step,
    stepIndex: run.stepIndex,
    record,
    actions: (options) => (
      <ActionButtons
        position={position}
        source={run.source}
        seconds={last ? FINISH_EXIT_S : options?.seconds}
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
});
