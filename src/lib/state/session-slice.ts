import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { ServerId } from '@/lib/api/schemas/common';
import type { Employee } from '@/lib/api/schemas/employees';

/** The logged-in employee. The PIN itself is never kept here, only whether it was entered. */
export interface SessionState {
  user: Employee | null;
  token: string | null;
  pinAuthorized: boolean;
  /**
   * What the access guard imposes and this session has done, durably: the mandatory surveys
   * (importantSurveyKey) whose answers and the important materials (importantMaterialKey) whose read
   * marks are stored in the outbox. The guard asks for them no more, whatever a refresh or a reload
   * brings back, unless the server refuses them. Absent until the first one (sessions stored before
   * it have none).
   */
  recorded?: string[];
}

/**
 * Names a mandatory survey by its survey and appointment (the detail's assignment id); the id as
 * text, so one answer's 52 and another's "52" name the same survey.
 */
export const importantSurveyKey = (surveyUuid: string, appointmentId: ServerId) =>
  `survey ${surveyUuid} ${String(appointmentId)}`;

/** Names an important library material by its uuid. */
export const importantMaterialKey = (uuid: string) => `material ${uuid}`;

const initialState: SessionState = { user: null, token: null, pinAuthorized: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<{ user: Employee; token: string | null }>) => ({
      user: action.payload.user,
      token: action.payload.token,
      pinAuthorized: false,
    }),
    userUpdated: (state, action: PayloadAction<Partial<Employee>>) => {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    pinAuthorized: (state) => {
      state.pinAuthorized = true;
    },
    /** An answer or read mark is stored durably: the guard lets the employee on (SessionState.recorded). */
    answerRecorded: (state, action: PayloadAction<string>) => {
      state.recorded = [
        ...(state.recorded ?? []).filter((key) => key !== action.payload),
        action.payload,
      ];
    },
    /** The server refused it: the guard asks for it again. */
    answerRefused: (state, action: PayloadAction<string>) => {
      state.recorded = (state.recorded ?? []).filter((key) => key !== action.payload);
    },
    /** The token is dropped (the 2-minute refresh found another number): no call goes out in that name. */
    tokenCleared: (state) => {
      state.token = null;
    },
    loggedOut: () => initialState,
  },
  selectors: {
    selectUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectIsAuth: (state) => state.user !== null,
    selectPinAuthorized: (state) => state.pinAuthorized,
    /** The employee's mandatory survey while its answers are not stored (access guard rule 4). */
    selectImportantSurvey: (state) => {
      const survey = state.user?.important_survey;
      const done =
        survey?.survey_uuid &&
        survey.appointment_id != null &&
        state.recorded?.includes(importantSurveyKey(survey.survey_uuid, survey.appointment_id));
      return done ? null : survey;
    },
    /** The employee's important material until it is finished with its read mark stored (rule 6). */
    selectImportantMaterial: (state) => {
      const material = state.user?.important_library;
      const done = material?.uuid && state.recorded?.includes(importantMaterialKey(material.uuid));
      return done ? null : material;
    },
  },
});

export const {
  loggedIn,
  userUpdated,
  pinAuthorized,
  answerRecorded,
  answerRefused,
  tokenCleared,
  loggedOut,
} = sessionSlice.actions;
export const {
  selectUser,
  selectToken,
  selectIsAuth,
  selectPinAuthorized,
  selectImportantSurvey,
  selectImportantMaterial,
} = sessionSlice.selectors;
