import {
  createMigrate,
  createTransform,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import storage from 'redux-persist/es/storage';

import { resolveLanguage } from '@/lib/languages';

import type { AppState } from './app-slice';
import type { RootState } from './root-reducer';

export const PERSIST_KEY = 'safety-terminal';
export const PERSIST_VERSION = 1;

/**
 * What survives a reload (spec 1 §3 App state), by whitelist. Not kept: `initialized` (every start
 * loads fresh settings), errors, the modal stack and toasts (a restored modal would have no owner),
 * and never any blob (photos and signatures live in IndexedDB). The stepper keeps the flow run in
 * progress (the preshift state), so a reload resumes it at the same step.
 */
export const persistWhitelist = [
  'app',
  'session',
  'locale',
  'breadcrumbs',
  'network',
  'stepper',
] as const;

/** Of the app slice only the last good settings are kept (theme, logo, favicon, modules derive from them). */
const appTransform = createTransform<AppState, Partial<AppState>>(
  (inbound) => ({ settings: inbound.settings }),
  (outbound) => outbound as AppState,
  { whitelist: ['app'] },
);

/** Version 0 (the first field builds) kept `user` at the top level and the locale as a server code. */
export const migrations: MigrationManifest = {
  1: (state) => {
    if (!state) return state;
    const legacy = state as PersistedState & Record<string, unknown>;
    const { user, locale, ...rest } = legacy;
    const session =
      rest.session ??
      (user && typeof user === 'object'
        ? { user, token: (user as { token?: unknown }).token ?? null, pinAuthorized: false }
        : undefined);
    const localeState =
      locale && typeof locale === 'object'
        ? locale
        : locale !== undefined
          ? { locale: resolveLanguage(locale) }
          : undefined;
    return {
      ...rest,
      ...(session ? { session } : {}),
      ...(localeState ? { locale: localeState } : {}),
    } as PersistedState;
  },
};

export const persistConfig: PersistConfig<RootState> = {
  key: PERSIST_KEY,
  version: PERSIST_VERSION,
  storage,
  whitelist: [...persistWhitelist],
  transforms: [appTransform],
  migrate: createMigrate(migrations, { debug: false }),
  stateReconciler: autoMergeLevel2,
};
