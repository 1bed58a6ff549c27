import { describe, expect, it } from 'vitest';

import { questionWithAnswersSchema } from './questions';

describe('questions from a server that sends ids only', () => {
  it('reads a question with a numeric id and no uuid, its answers and a chain’s children', () => {
    const parsed = questionWithAnswersSchema.parse({
      question: {
        id: 42,
        text: 'Chain',
        type: 'combine-video',
        child_questions: {
          a: {
            question: { id: 421, text: 'Child', type: 'photo', file: 'c.jpg' },
            answers: [{ id: 4210, text: 'Yes', is_right: 1, question_id: 421 }],
          },
        },
      },
      answers: [],
    });
    // Kept as numbers: they go back in the flow history as the server typed them.
    expect(parsed.question).toMatchObject({ id: 42, uuid: null });
    if (parsed.question.type !== 'combine-video') throw new Error('not a chain');
    const [child] = parsed.question.child_questions;
    expect(child?.question).toMatchObject({ id: 421, uuid: null });
    expect(child?.answers[0]).toMatchObject({ id: 4210, uuid: null, question_id: 421 });
  });

  it('keeps a uuid when one is sent beside the id', () => {
    const parsed = questionWithAnswersSchema.parse({
      question: { id: '7', uuid: 'q-7', text: 'Q', type: 'photo', file: 'q.jpg' },
      answers: [{ id: 70, text: 'A', is_right: true }],
    });
    expect(parsed.question).toMatchObject({ id: '7', uuid: 'q-7' });
    expect(parsed.answers[0]?.id).toBe(70);
  });

  it('keeps a question uuid sent as a number a number, and trims text ids', () => {
    const parsed = questionWithAnswersSchema.parse({
      question: { id: ' 8 ', uuid: 88, text: 'Q', type: 'photo', file: 'q.jpg' },
      answers: [{ id: ' a-1 ', text: 'A', is_right: true }],
    });
    expect(parsed.question).toMatchObject({ id: '8', uuid: 88 });
    expect(parsed.answers[0]?.id).toBe('a-1');
  });
});
