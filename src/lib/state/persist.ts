import type { Store } from '@reduxjs/toolkit';
import {
  createMigrate,
  createTransform,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
  type Persistor,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import storage from 'redux-persist/es/storage';

import { getKiosk } from '@/lib/bridge/kiosk';
import { resolveLanguage } from '@/lib/languages';
import { log } from '@/lib/log';

import type { AppState } from './app-slice';
import { flushRunEducations, runEducationsTransform } from './persist-run-educations';
import type { SessionState } from './session-slice';
import type { RootState } from './root-reducer';

export const PERSIST_KEY = 'safety-terminal';
export const PERSIST_VERSION = 1;

/**
 * What survives a reload (spec 1 §3 App state), by whitelist. Not kept: `initialized` (every start
 * loads fresh settings), errors, the modal stack and toasts (a restored modal would have no owner),
 * and never any blob (photos and signatures live in IndexedDB). The stepper keeps the flow run in
 * progress (the preshift state), so a reload resumes it at the same step; the run's educations are
 * kept beside it, written once per run (runEducationsTransform).
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The session as storage holds it: the employee without the PIN ciphertext, and whether one was set. */
type StoredSession = Omit<SessionState, 'user'> & {
  user: Omit<NonNullable<SessionState['user']>, 'pin_code'> | null;
  pinSet?: boolean;
};

/**
 * The PIN is never recoverable from storage (GUIDE.md §9): the session is written without the
 * employee's PIN ciphertext, only the fact that one is set. Restored, a session whose PIN was set
 * but not yet entered cannot be checked any more, so it is not restored: that employee logs in
 * again. An entered PIN needs no ciphertext.
 */
export const sessionTransform = createTransform<SessionState, StoredSession>(
  (inbound) => {
    if (!inbound.user) return { ...inbound, user: null, pinSet: false };
    const { pin_code: pin, ...user } = inbound.user;
    return { ...inbound, user, pinSet: !!pin };
  },
  (outbound) => {
    // Not a session at all: left for keepRestorable to discard after the migrations.
    if (!isObject(outbound)) return outbound;
    const { pinSet, ...session } = outbound;
    // Sessions stored before this transform still hold the ciphertext itself.
    const legacyPin = !!(session.user as { pin_code?: unknown } | null)?.pin_code;
    if ((pinSet || legacyPin) && !session.pinAuthorized)
      return { user: null, token: null, pinAuthorized: false };
    return { ...session, user: session.user ? { ...session.user, pin_code: null } : null };
  },
  { whitelist: ['session'] },
);

/** What each kept slice must look like to be restored; anything else is not this app's state. */
const restorable: Record<(typeof persistWhitelist)[number], (slice: unknown) => boolean> = {
  app: (slice) =>
    isObject(slice) &&
    (slice.settings === null ||
      slice.settings === undefined ||
      (isObject(slice.settings) && Array.isArray(slice.settings.modules))),
  session: (slice) =>
    isObject(slice) &&
    typeof slice.pinAuthorized === 'boolean' &&
    (slice.token === null || typeof slice.token === 'string') &&
    (slice.recorded === undefined ||
      (Array.isArray(slice.recorded) && slice.recorded.every((key) => typeof key === 'string'))) &&
    (slice.user === null || (isObject(slice.user) && typeof slice.user.uuid === 'string')),
  locale: (slice) => isObject(slice) && typeof slice.locale === 'string',
  breadcrumbs: (slice) => isObject(slice) && Array.isArray(slice.items),
  network: (slice) => isObject(slice) && typeof slice.speed === 'number',
  stepper: (slice) =>
    isObject(slice) &&
    isObject(slice.questionCounts) &&
    (slice.run === null ||
      (isObject(slice.run) &&
        Array.isArray(slice.run.educations) &&
        typeof slice.run.stepIndex === 'number' &&
        isObject(slice.run.history) &&
        Array.isArray(slice.run.history.steps))),
};

/**
 * Drops every stored slice that is not of this app's shape (corrupt, or another app's under our
 * key), with a log line: that slice starts fresh, the others are restored, nothing crashes. Runs
 * after the migrations, which turn older versions of this app's state into the current shape.
 */
export function keepRestorable(state: PersistedState): PersistedState {
  if (!state) return state;
  const kept: Record<string, unknown> = { ...state };
  for (const key of persistWhitelist) {
    if (!(key in kept) || restorable[key](kept[key])) continue;
    log.warn(`persisted state: the stored ${key} is not this app's; discarded`);
    delete kept[key];
  }
  return kept as PersistedState;
}

/** Reads stored text; text that is no JSON is discarded with a log line (the state starts fresh). */
export function readStored(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    log.warn('persisted state: unreadable stored text; discarded');
    return {};
  }
}

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

const migrate = createMigrate(migrations, { debug: false });

/** redux-persist reads `deserialize` (getStoredState.js) though its type declarations leave it out. */
type WithDeserialize = { deserialize: (text: string) => unknown };

export const persistConfig: PersistConfig<RootState> & WithDeserialize = {
  key: PERSIST_KEY,
  version: PERSIST_VERSION,
  storage,
  whitelist: [...persistWhitelist],
  transforms: [appTransform, sessionTransform, runEducationsTransform],
  deserialize: readStored,
  migrate: (state, version) => migrate(state, version).then((migrated) => keepRestorable(migrated)),
  stateReconciler: autoMergeLevel2,
};

/**
 * Slices written the moment they change, not on redux-persist's next timer tick: the language, the
 * session with its PIN-entered state, and the flow's progress must survive a reload or a power cut
 * that comes right after the choice (issue 8 item 11).
 */
export const writeAtOnce = ['locale', 'session', 'stepper'] as const;

/**
 * Makes the persisted state's writes prompt: a change of a write-at-once slice is written (with
 * whatever else is pending) before the dispatch returns, and anything pending is written when the
 * page goes (pagehide, beforeunload) or is hidden; in the desktop shell each write is then put on
 * disk (`toDisk`). Returns the removal of the listeners.
 */
export function persistPromptly(
  store: Pick<Store<RootState>, 'getState' | 'subscribe'>,
  persistor: Pick<Persistor, 'flush'>,
  page: Window = window,
  toDisk: () => void = () => getKiosk()?.storage.flush(),
): () => void {
  const pick = (state: RootState) => writeAtOnce.map((key) => state[key]);
  let last = pick(store.getState());
  // Written to storage, then (in the desktop shell) to disk at once: a power cut keeps it.
  const flush = () => void persistor.flush().then(toDisk);
  const unsubscribe = store.subscribe(() => {
    const next = pick(store.getState());
    if (next.every((slice, index) => slice === last[index])) return;
    last = next;
    // The FLUSH this dispatches changes no slice, so this listener does not run the write twice.
    flush();
  });
  // The page goes: a new run's educations waiting for their own task are written too.
  const flushAll = () => {
    flushRunEducations();
    flush();
  };
  const onVisibility = () => {
    if (page.document.visibilityState === 'hidden') flushAll();
  };
  page.addEventListener('pagehide', flushAll);
  page.addEventListener('beforeunload', flushAll);
  page.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    page.removeEventListener('pagehide', flushAll);
    page.removeEventListener('beforeunload', flushAll);
    page.document.removeEventListener('visibilitychange', onVisibility);
  };
}
