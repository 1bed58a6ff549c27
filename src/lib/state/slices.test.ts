import { describe, expect, it } from 'vitest';

import {
  breadcrumbAdded,
  breadcrumbBack,
  breadcrumbsReset,
  breadcrumbsSlice,
} from './breadcrumbs-slice';
import { modalClosed, modalShown, modalSlice } from './modal-slice';

describe('modal stack', () => {
  it('is visible while any id remains', () => {
    let state = modalSlice.reducer(undefined, modalShown('a'));
    state = modalSlice.reducer(state, modalShown('b'));
    state = modalSlice.reducer(state, modalShown('a'));
    expect(state.ids).toEqual(['a', 'b']);
    state = modalSlice.reducer(state, modalClosed('a'));
    expect(modalSlice.selectors.selectModalVisible({ modal: state })).toBe(true);
    state = modalSlice.reducer(state, modalClosed('b'));
    expect(modalSlice.selectors.selectModalVisible({ modal: state })).toBe(false);
  });
});

describe('breadcrumbs', () => {
  it('add marks the new crumb active, back drops the last, reset empties the list', () => {
    let state = breadcrumbsSlice.reducer(
      undefined,
      breadcrumbAdded({ path: '/cabinet', titleKey: 'app:screens.cabinet' }),
    );
    state = breadcrumbsSlice.reducer(
      state,
      breadcrumbAdded({ path: '/siz', titleKey: 'app:screens.siz' }),
    );
    expect(state.items.map((item) => [item.path, item.active])).toEqual([
      ['/cabinet', false],
      ['/siz', true],
    ]);
    state = breadcrumbsSlice.reducer(state, breadcrumbBack());
    expect(state.items.map((item) => [item.path, item.active])).toEqual([['/cabinet', true]]);
    state = breadcrumbsSlice.reducer(state, breadcrumbsReset());
    expect(state.items).toEqual([]);
  });
});
