import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { defaultLanguage, type Language } from '@/lib/languages';

export interface LocaleState {
  locale: Language;
}

const initialState: LocaleState = { locale: defaultLanguage };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChanged: (state, action: PayloadAction<Language>) => {
      state.locale = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
  },
});

export const { localeChanged } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
