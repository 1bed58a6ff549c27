import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The modal stack: show adds an id, close removes it; a modal is visible while any id remains. */
export interface ModalState {
  ids: string[];
}

const initialState: ModalState = { ids: [] };

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    modalShown: (state, action: PayloadAction<string>) => {
      if (!state.ids.includes(action.payload)) state.ids.push(action.payload);
    },
    modalClosed: (state, action: PayloadAction<string>) => {
      state.ids = state.ids.filter((id) => id !== action.payload);
    },
  },
  selectors: {
    selectModalVisible: (state) => state.ids.length > 0,
    selectTopModal: (state) => state.ids.at(-1),
    selectIsModalOpen: (state, id: string) => state.ids.includes(id),
  },
});

export const { modalShown, modalClosed } = modalSlice.actions;
export const { selectModalVisible, selectTopModal, selectIsModalOpen } = modalSlice.selectors;
