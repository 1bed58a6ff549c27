import {
  combineReducers,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';

import { appSlice } from './app-slice';
import { breadcrumbsSlice } from './breadcrumbs-slice';
import { localeSlice } from './locale-slice';
import { modalSlice } from './modal-slice';
import { networkSlice } from './network-slice';
import { sessionSlice } from './session-slice';
import { toastSlice } from './toast-slice';

/**
 * Slices a feature injects when its code loads (`rootReducer.inject(slice)`); each feature adds its
 * entry with `declare module '@/lib/state/root-reducer' { interface LazyLoadedSlices { … } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by features
export interface LazyLoadedSlices {}

/** The shared slices every screen may read; features add theirs lazily. */
const sharedReducers = {
  [appSlice.reducerPath]: appSlice.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [localeSlice.reducerPath]: localeSlice.reducer,
  [modalSlice.reducerPath]: modalSlice.reducer,
  [breadcrumbsSlice.reducerPath]: breadcrumbsSlice.reducer,
  [networkSlice.reducerPath]: networkSlice.reducer,
  [toastSlice.reducerPath]: toastSlice.reducer,
};

type SharedState = {
  [Path in keyof typeof sharedReducers]: ReturnType<(typeof sharedReducers)[Path]>;
};

let reducers: Record<string, Reducer> = sharedReducers;
let combined = combineReducers(reducers);

/**
 * The root reducer: the shared slices, and the features' slices once injected (a slice's
 * `injectInto(rootReducer)`, whose selectors read its initial state until the next action gives
 * it its place). Written on redux's combineReducers rather than Redux Toolkit's combineSlices,
 * whose code was 2 KiB of the start screen's bytes (issue 12 item 2) for what this does.
 */
export const rootReducer = Object.assign(
  (state: RootState | undefined, action: UnknownAction): RootState =>
    combined(state, action) as RootState,
  {
    /** Adds a slice's reducer at its path; injecting the same reducer again changes nothing. */
    inject({ reducerPath, reducer }: { reducerPath: string; reducer: Reducer }): void {
      if (reducers[reducerPath] === reducer) return;
      reducers = { ...reducers, [reducerPath]: reducer };
      combined = combineReducers(reducers);
    },
  },
);

export type RootState = SharedState & Partial<LazyLoadedSlices>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
