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
import {
  answerRecorded,
  answerRefused,
  importantMaterialKey,
  importantSurveyKey,
  loggedIn,
  loggedOut,
  selectImportantMaterial,
  selectImportantSurvey,
  sessionSlice,
} from './session-slice';
import { testEmployee } from '@/testing/fixtures';

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

describe('what the access guard still imposes (rules 4 and 6)', () => {
  const session = (user: Record<string, unknown>, ...recorded: string[]) => ({
    session: recorded.reduce(
      (state, key) => sessionSlice.reducer(state, answerRecorded(key)),
      sessionSlice.reducer(undefined, loggedIn({ user: testEmployee(user), token: 't' })),
    ),
  });

  it('a survey whose answers this session has stored is asked for no more', () => {
    const survey = { appointment_id: 7, survey_uuid: 's-1' };
    // Named as text: the stored answer's "7" is the employee answer's 7.
    const recorded = importantSurveyKey('s-1', '7');
    expect(selectImportantSurvey(session({ important_survey: survey }, recorded))).toBeNull();
    // Another appointment of the same survey, or another survey, is still asked for.
    expect(
      selectImportantSurvey(
        session({ important_survey: { ...survey, appointment_id: 8 } }, recorded),
      ),
    ).toEqual({ appointment_id: 8, survey_uuid: 's-1' });
    expect(
      selectImportantSurvey(
        session({ important_survey: { ...survey, survey_uuid: 's-2' } }, recorded),
      ),
    ).toEqual({ appointment_id: 7, survey_uuid: 's-2' });
  });

  it('a material whose read mark this session has stored is asked for no more', () => {
    const recorded = importantMaterialKey('m-9');
    expect(
      selectImportantMaterial(session({ important_library: { uuid: 'm-9' } }, recorded)),
    ).toBeNull();
    expect(
      selectImportantMaterial(session({ important_library: { uuid: 'm-10' } }, recorded)),
    ).toEqual({
      uuid: 'm-10',
    });
  });

  it('a refusal takes the name back: asked for again', () => {
    const key = importantMaterialKey('m-9');
    const state = session({ important_library: { uuid: 'm-9' } }, key);
    const refused = { session: sessionSlice.reducer(state.session, answerRefused(key)) };
    expect(selectImportantMaterial(refused)).toEqual({ uuid: 'm-9' });
  });
});
