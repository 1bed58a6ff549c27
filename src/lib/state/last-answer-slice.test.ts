import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';

import { answerGiven, selectLastAnswer, type LastAnswer } from './last-answer-slice';
import { rootReducer } from './root-reducer';
import { loggedOut } from './session-slice';

const answer: LastAnswer = {
  question: {
    id: '7',
    uuid: null,
    text: 'Which?',
    type: 'collage',
    file: null,
    quote_from_document: null,
    prolog: null,
    epilog: null,
  },
  answers: [],
  answer_ids: ['70'],
  error_count: 1,
  event_dt: '@1700000000',
  came_from: '/cabinet',
};

describe('last answer slice', () => {
  it('keeps the answer given last and forgets it on logout', () => {
    const store = configureStore({ reducer: rootReducer });
    expect(selectLastAnswer(store.getState())).toBeNull();
    store.dispatch(answerGiven(answer));
    store.dispatch(answerGiven({ ...answer, answer_ids: ['71'], error_count: 2 }));
    expect(selectLastAnswer(store.getState())).toMatchObject({
      answer_ids: ['71'],
      error_count: 2,
    });
    store.dispatch(loggedOut());
    expect(selectLastAnswer(store.getState())).toBeNull();
  });
});
