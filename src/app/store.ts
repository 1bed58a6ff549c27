import { configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';

import { injectedStepperSlice } from '@/features/stepper/stepper-slice';
import { persistConfig, persistPromptly } from '@/lib/state/persist';
import { rootReducer, type RootState } from '@/lib/state/root-reducer';

// The stepper's slice must be in the root reducer before the persisted state is restored.
void injectedStepperSlice;

/** Creates the store; tests pass `persist: false` and a preloaded state. */
export function createAppStore(
  options: { persist?: boolean; preloadedState?: Partial<RootState> } = {},
) {
  const { persist = true, preloadedState } = options;
  const reducer = persist ? persistReducer(persistConfig, rootReducer) : rootReducer;
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  const persistor = persist ? persistStore(store) : undefined;
  // The write of the persisted state happens before the page can go (issue 8 item 11).
  if (persistor && typeof window !== 'undefined') persistPromptly(store, persistor);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
