import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

import type { FlowHistoryStep } from '@/lib/api/schemas/flow-history';
import { newOutboxId } from '@/lib/outbox/item-id';
import { rootReducer } from '@/lib/state/root-reducer';
import { loggedOut } from '@/lib/state/session-slice';

import { stamp } from './flow-history';
import type { QuestionCountMemory } from './question-count-memory';
import { freshHistory, type StepperRun } from './run-model';

export interface StepperState {
  run: StepperRun | null;
  /**
   * Questions in each employee's last pre-shift run on this terminal, to notice a change (spec 1
   * §2). Kept across logins, bounded (question-count-memory.ts): a count says nothing about a person.
   */
  questionCounts: QuestionCountMemory;
}

const initialState: StepperState = { run: null, questionCounts: {} };

/** The preshift state: the flow run in progress (persisted, ends at logout) and the employees' last question counts. */
export const stepperSlice = createSlice({
  name: 'stepper',
  initialState,
  reducers: {
    runStarted: (state, action: PayloadAction<StepperRun>) => {
      state.run = action.payload;
    },
    stepRecorded: (state, action: PayloadAction<FlowHistoryStep>) => {
      if (!state.run || state.run.recorded) return;
      state.run.history.steps.push(action.payload);
      state.run.recorded = true;
    },
    /** A wrong answer (the preshift-fail action). */
    preshiftFailed: (state) => {
      if (state.run) state.run.failures += 1;
    },
    /** Moves to the next step of the education; the failure counter resets. */
    stepAdvanced: (state, action: PayloadAction<{ now: number }>) => {
      if (!state.run) return;
      state.run.stepIndex += 1;
      state.run.stepStartedAt = action.payload.now;
      state.run.recorded = false;
      state.run.failures = 0;
    },
    /**
     * The education's last step is done: its history is stamped and waits to be sent, under an
     * outbox id chosen now (kept with the run, so a reload never queues it twice).
     */
    educationCompleted: {
      reducer: (
        state,
        action: PayloadAction<{ now: number; finish: 'done' | 'exit' | null; outboxId: string }>,
      ) => {
        if (!state.run) return;
        state.run.history.end_dt = stamp(action.payload.now);
        state.run.status = 'sending';
        state.run.finish = action.payload.finish;
        state.run.failures = 0;
        state.run.outboxId = action.payload.outboxId;
      },
      prepare: (payload: { now: number; finish: 'done' | 'exit' | null }) => ({
        payload: { ...payload, outboxId: newOutboxId() },
      }),
    },
    /** The education was sent: the next one starts with a fresh history. */
    nextEducationStarted: (state, action: PayloadAction<{ now: number }>) => {
      const run = state.run;
      const next = run?.educations[run.educationIndex + 1];
      if (!run || !next) return;
      run.educationIndex += 1;
      run.stepIndex = 0;
      run.stepStartedAt = action.payload.now;
      run.history = freshHistory(next, run.employee, stamp(action.payload.now));
      run.recorded = false;
      run.status = 'running';
      run.finish = null;
      delete run.outboxId;
    },
    /** The employees' question counts with the latest run's (question-count-memory.ts remembered()). */
    questionCountsRemembered: (state, action: PayloadAction<QuestionCountMemory>) => {
      state.questionCounts = action.payload;
    },
    runCleared: (state) => {
      state.run = null;
    },
  },
  extraReducers: (builder) => {
    // Logout is a boundary: the run goes with the session (the outbox keeps what still waits to be
    // sent; the run's files are dropped by the results outbox watcher). The question counts stay:
    // the notice compares an employee's run with their last one, whichever login that was in.
    builder.addCase(loggedOut, (state) => {
      state.run = null;
    });
  },
  selectors: {
    selectRun: (state) => state.run,
    selectQuestionCounts: (state) => state.questionCounts,
  },
});

declare module '@/lib/state/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's entry comes from WithSlice
  export interface LazyLoadedSlices extends WithSlice<typeof stepperSlice> {}
}

/** The slice injected into the root reducer; the app imports it before creating the store so the run is restored. */
export const injectedStepperSlice = stepperSlice.injectInto(rootReducer);

export const {
  runStarted,
  stepRecorded,
  preshiftFailed,
  stepAdvanced,
  educationCompleted,
  nextEducationStarted,
  questionCountsRemembered,
  runCleared,
} = stepperSlice.actions;
export const { selectRun, selectQuestionCounts } = injectedStepperSlice.selectors;
