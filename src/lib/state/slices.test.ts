import { describe, expect, it } from 'vitest';

import {
  appSlice,
  NOT_FATAL_ERRORS_KEPT,
  NOT_FATAL_MESSAGE_CHARS,
  notFatalErrorRecorded,
} from './app-slice';
import {
  breadcrumbAdded,
  breadcrumbBack,
  breadcrumbsReset,
  breadcrumbsSlice,
} from './breadcrumbs-slice';
import { modalClosed, modalShown, modalSlice } from './modal-slice';
import { loggedOut } from './session-slice';

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

describe('non-fatal errors (a per-employee cache, kept bounded)', () => {
  it('keeps only the newest messages, each cut to a readable length, and forgets them at logout', () => {
    let state = appSlice.reducer(undefined, notFatalErrorRecorded('x'.repeat(5_000)));
    expect(state.not_fatal_errors[0]).toHaveLength(NOT_FATAL_MESSAGE_CHARS);
    for (let index = 0; index < 100; index += 1)
      state = appSlice.reducer(state, notFatalErrorRecorded(`error ${index}`));
    expect(state.not_fatal_errors).toHaveLength(NOT_FATAL_ERRORS_KEPT);
    expect(state.not_fatal_errors.at(-1)).toBe('error 99');
    state = appSlice.reducer(state, loggedOut());
    expect(state.not_fatal_errors).toEqual([]);
  });
});
