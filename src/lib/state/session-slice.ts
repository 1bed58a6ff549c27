import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { Employee } from '@/lib/api/schemas/employees';

/** The logged-in employee. The PIN itself is never kept here, only whether it was entered. */
export interface SessionState {
  user: Employee | null;
  token: string | null;
  pinAuthorized: boolean;
}

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
  },
});

export const { loggedIn, userUpdated, pinAuthorized, tokenCleared, loggedOut } =
  sessionSlice.actions;
export const { selectUser, selectToken, selectIsAuth, selectPinAuthorized } =
  sessionSlice.selectors;
