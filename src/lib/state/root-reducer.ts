import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';

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
export const rootReducer = combineSlices(
  appSlice,
  sessionSlice,
  localeSlice,
  modalSlice,
  breadcrumbsSlice,
  networkSlice,
  toastSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
