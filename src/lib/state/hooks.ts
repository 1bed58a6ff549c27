import { useDispatch, useSelector, useStore, type TypedUseSelectorHook } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';

import type { AppDispatch, RootState } from './root-reducer';

/** Typed hooks: the only way components reach the store. */
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
export const useAppStore: () => Store<RootState> = useStore;
