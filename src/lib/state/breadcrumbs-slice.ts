import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Breadcrumb {
  path: string;
  /** Translation key of the crumb's title. */
  titleKey: string;
  active: boolean;
}

export interface BreadcrumbsState {
  items: Breadcrumb[];
}

const initialState: BreadcrumbsState = { items: [] };

/** Breadcrumbs: add marks the new one active, back drops the last, reset empties the list. */
export const breadcrumbsSlice = createSlice({
  name: 'breadcrumbs',
  initialState,
  reducers: {
    breadcrumbAdded: (state, action: PayloadAction<{ path: string; titleKey: string }>) => {
      for (const item of state.items) item.active = false;
      state.items.push({ ...action.payload, active: true });
    },
    breadcrumbBack: (state) => {
      state.items.pop();
      const last = state.items.at(-1);
      if (last) last.active = true;
    },
    breadcrumbsReset: () => initialState,
  },
  selectors: {
    selectBreadcrumbs: (state) => state.items,
  },
});

export const { breadcrumbAdded, breadcrumbBack, breadcrumbsReset } = breadcrumbsSlice.actions;
export const { selectBreadcrumbs } = breadcrumbsSlice.selectors;
