import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** A toast holds a translation key (shown in the current language) and optional raw detail text. */
export interface Toast {
  id: number;
  kind: ToastKind;
  messageKey: string;
  params?: Record<string, string | number>;
  /** Extra text as the server sent it (its own message), shown under the translated title. */
  detail?: string;
  /** A translated note under the title (a write kept on the terminal says so here). */
  noteKey?: string;
}

export interface ToastState {
  items: Toast[];
  nextId: number;
}

const initialState: ToastState = { items: [], nextId: 1 };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown: {
      reducer: (state, action: PayloadAction<Omit<Toast, 'id'>>) => {
        state.items.push({ ...action.payload, id: state.nextId });
        state.nextId += 1;
      },
      prepare: (toast: Omit<Toast, 'id'>) => ({ payload: toast }),
    },
    toastClosed: (state, action: PayloadAction<number>) => {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastShown, toastClosed } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
