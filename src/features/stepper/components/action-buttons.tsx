import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ExitTimerRing } from '@/components/ui/exit-timer-ring';
import { DEFAULT_EXIT_TIMER_S } from '@/components/ui/timing';
import { useIdleHold } from '@/lib/idle/idle-hold';

import type { FlowSource, StepPosition } from '../run-model';

/** The action a button takes: next step, next education, or the end of the run. */
export type StepAction = 'next' | 'proceed' | 'done' | 'exit';

/** The buttons for a position (spec 1 §2): Next, Proceed, or Done and Finish and exit (Done only in electronic courses). */
export function buttonsFor(position: StepPosition, source: FlowSource): StepAction[] {
  if (position === 'middle') return ['next'];
  if (position === 'lastOfEducation') return ['proceed'];
  return source === 'electronicCourse' ? ['done'] : ['done', 'exit'];
}

/** The main action, run by itself when the exit timer lapses (the last step's finish timer leaves). */
export const mainAction = (actions: StepAction[]): StepAction => actions.at(-1) ?? 'next';

const labels = {
  next: 'actions.next',
  proceed: 'actions.proceed',
  done: 'actions.done',
  exit: 'actions.finishAndExit',
} as const;

/** The buttons themselves, without a timer (a step that owns its timer draws its own ring). */
export function ActionButtonList({
  actions,
  disabled,
  onPress,
}: {
  actions: StepAction[];
  disabled: boolean;
  onPress: (action: StepAction) => void;
}) {
  const { t } = useTranslation('stepper');
  return (
    <>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`button ${action === mainAction(actions) ? 'button--primary' : ''}`}
          disabled={disabled}
          onClick={() => onPress(action)}
        >
          {t(labels[action])}
        </button>
      ))}
    </>
  );
}

export interface ActionButtonsProps {
  position: StepPosition;
  source: FlowSource;
  seconds?: number;
  danger?: boolean;
  onAction: (action: StepAction) => void;
}

/** Next / Proceed / Done / Finish and exit; they work only while their exit timer runs, which then runs the main action. */
export function ActionButtons({
  position,
  source,
  seconds = DEFAULT_EXIT_TIMER_S,
  danger,
  onAction,
}: ActionButtonsProps) {
  const [used, setUsed] = useState(false);
  // An exit timer runs: the screensaver waits for it.
  useIdleHold();
  const actions = buttonsFor(position, source);
  const run = (action: StepAction) => {
    if (used) return;
    setUsed(true);
    onAction(action);
  };
  return (
    <div className="step-actions">
      <ActionButtonList actions={actions} disabled={used} onPress={run} />
      <ExitTimerRing
        seconds={seconds}
        tone={danger ? 'danger' : 'theme'}
        running={!used}
        onExpire={() => run(mainAction(actions))}
      />
    </div>
  );
}
