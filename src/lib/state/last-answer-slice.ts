import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

import type { GivenAnswer } from '@/components/question/question-contract';
import type { EpochStamp } from '@/lib/api/schemas/flow-history';

import { rootReducer } from './root-reducer';
import { loggedOut } from './session-slice';

/** The answer the employee gave last (spec 1 §3 Preshift state), read by the full-screen result routes. */
export interface LastAnswer extends GivenAnswer {
  /** When it was given: '@' plus epoch seconds. */
  event_dt: EpochStamp;
  /** Where the employee came from (the run's came-from target); the result routes go back there. */
  came_from: string | null;
}

export interface LastAnswerState {
  answer: LastAnswer | null;
}

const initialState: LastAnswerState = { answer: null };

/** The last answer given in a question step; nothing of it survives a logout. */
export const lastAnswerSlice = createSlice({
  name: 'lastAnswer',
  initialState,
  reducers: {
    answerGiven: (state, action: PayloadAction<LastAnswer>) => {
      state.answer = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectLastAnswer: (state) => state.answer,
  },
});

declare module '@/lib/state/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's entry comes from WithSlice
  export interface LazyLoadedSlices extends WithSlice<typeof lastAnswerSlice> {}
}

/** The slice injected into the root reducer when a writer or a reader loads. */
export const injectedLastAnswerSlice = lastAnswerSlice.injectInto(rootReducer);

export const { answerGiven } = lastAnswerSlice.actions;
export const { selectLastAnswer } = injectedLastAnswerSlice.selectors;
