import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { ErrorType } from '@/lib/api/errors';
import type { Settings } from '@/lib/api/schemas/settings';

import { loggedOut } from './session-slice';

/** Why the settings could not be loaded (spec 1 §8): Network Error, Invalid URL, Server Error. */
export type SettingsError = 'networkError' | 'invalidUrl' | 'serverError';
export type UpdateStatus = 'update' | 'error' | 'none';

export interface AppState {
  initialized: boolean;
  settings: Settings | null;
  settingsError: SettingsError | null;
  /** Fatal errors: while any is recorded only the error screen shows. */
  errors: ErrorType[];
  /** Messages of render errors the boundary recovered from. */
  not_fatal_errors: string[];
  isRfidWork: boolean;
  isCanUpdate: boolean;
  update_status: UpdateStatus;
  load: boolean;
  /** The server answered 503: the maintenance page shows until a call succeeds. */
  maintenance: boolean;
  /** The desktop shell could not start (no settings from a localhost server): only setup shows. */
  startError: boolean;
}

const noModules: readonly string[] = [];

export const initialAppState: AppState = {
  initialized: false,
  settings: null,
  settingsError: null,
  errors: [],
  not_fatal_errors: [],
  isRfidWork: false,
  isCanUpdate: false,
  update_status: 'none',
  load: false,
  maintenance: false,
  startError: false,
};

/** Non-fatal render errors kept (only whether there is more than one matters, spec 1 §8). */
export const NOT_FATAL_ERRORS_KEPT = 20;
/** A kept message is cut to this many characters. */
export const NOT_FATAL_MESSAGE_CHARS = 500;

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    settingsLoaded: (state, action: PayloadAction<Settings>) => {
      state.settings = action.payload;
      state.settingsError = null;
      state.initialized = true;
    },
    settingsFailed: (state, action: PayloadAction<SettingsError>) => {
      state.settingsError = action.payload;
    },
    fatalErrorRaised: (state, action: PayloadAction<ErrorType>) => {
      if (!state.errors.includes(action.payload)) state.errors.push(action.payload);
    },
    fatalErrorsCleared: (state) => {
      state.errors = [];
    },
    /** One cause is gone (the RFID reader works again): its status line goes. */
    fatalErrorCleared: (state, action: PayloadAction<ErrorType>) => {
      state.errors = state.errors.filter((error) => error !== action.payload);
    },
    /** Kept bounded: the newest NOT_FATAL_ERRORS_KEPT messages, each cut to a readable length. */
    notFatalErrorRecorded: (state, action: PayloadAction<string>) => {
      state.not_fatal_errors.push(action.payload.slice(0, NOT_FATAL_MESSAGE_CHARS));
      state.not_fatal_errors.splice(0, state.not_fatal_errors.length - NOT_FATAL_ERRORS_KEPT);
    },
    rfidStatusChanged: (state, action: PayloadAction<boolean>) => {
      state.isRfidWork = action.payload;
    },
    /** Whether the desktop shell offers an update the terminal may install (Windows only). */
    canUpdateChanged: (state, action: PayloadAction<boolean>) => {
      state.isCanUpdate = action.payload;
    },
    /** The desktop update's state: update (running), error, or none. */
    updateStatusChanged: (state, action: PayloadAction<UpdateStatus>) => {
      state.update_status = action.payload;
    },
    desktopStartErrorRaised: (state) => {
      state.startError = true;
    },
    maintenanceChanged: (state, action: PayloadAction<boolean>) => {
      state.maintenance = action.payload;
    },
    loadChanged: (state, action: PayloadAction<boolean>) => {
      state.load = action.payload;
    },
  },
  // The employee's non-fatal errors go with the session.
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.not_fatal_errors = [];
    });
  },
  selectors: {
    selectInitialized: (state) => state.initialized,
    selectSettings: (state) => state.settings,
    selectSettingsError: (state) => state.settingsError,
    selectFatalErrors: (state) => state.errors,
    selectNotFatalErrors: (state) => state.not_fatal_errors,
    selectMaintenance: (state) => state.maintenance,
    selectStartError: (state) => state.startError,
    selectIsRfidWork: (state) => state.isRfidWork,
    selectIsCanUpdate: (state) => state.isCanUpdate,
    selectUpdateStatus: (state) => state.update_status,
    selectModules: (state): readonly string[] => state.settings?.modules ?? noModules,
    selectTheme: (state) => state.settings?.theme_name ?? 'default',
    selectLogo: (state) => state.settings?.logo ?? null,
  },
});

export const {
  settingsLoaded,
  settingsFailed,
  fatalErrorRaised,
  fatalErrorsCleared,
  fatalErrorCleared,
  notFatalErrorRecorded,
  desktopStartErrorRaised,
  rfidStatusChanged,
  canUpdateChanged,
  updateStatusChanged,
  maintenanceChanged,
  loadChanged,
} = appSlice.actions;
export const {
  selectInitialized,
  selectSettings,
  selectSettingsError,
  selectFatalErrors,
  selectNotFatalErrors,
  selectMaintenance,
  selectStartError,
  selectIsRfidWork,
  selectIsCanUpdate,
  selectUpdateStatus,
  selectModules,
  selectTheme,
  selectLogo,
} = appSlice.selectors;
