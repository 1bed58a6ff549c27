import { vi } from 'vitest';

import type { RunStep } from '../run-model';
import type { StepViewProps } from '../step-contract';

/** The stepper's props for a step component under test, every callback a spy. */
export function stepProps<S extends RunStep>(step: S, stepIndex = 0) {
  return {
    step,
    stepIndex,
    record: vi.fn<StepViewProps<S>['record']>(() => Promise.resolve()),
    actions: vi.fn<StepViewProps<S>['actions']>(() => null),
    advance: vi.fn(),
    leave: vi.fn(),
    devMode: false,
    canSkip: false,
    skip: vi.fn(),
    buttons: { actions: ['next' as const], act: vi.fn() },
  };
}
