import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { questionWithAnswersSchema } from '@/lib/api/schemas/questions';

import { answerText, flowQuestion, renderRunner, stubMedia } from './testing/question-fixtures';

beforeEach(() => {
  stubMedia();
});

/** A question as a server that knows only `id` sends it: numeric ids, no uuid anywhere. */
const idOnly = questionWithAnswersSchema.parse({
  question: {
    id: 501,
    text: 'Which chain of two?',
    type: 'combine-video',
    child_questions: [
      {
        question: { id: 5011, text: 'First', type: 'photo', file: 'a.jpg' },
        answers: [
          { id: 1, text: 'One right', is_right: 1 },
          { id: 2, text: 'One wrong', is_right: 0 },
        ],
      },
      {
        question: { id: 5012, text: 'Second', type: 'photo', file: 'b.jpg' },
        answers: [
          { id: 3, text: 'Two right', is_right: 1 },
          { id: 4, text: 'Two wrong', is_right: 0 },
        ],
      },
    ],
  },
  answers: [],
});

describe('question_uuid of a question the server sends with id only (issue 8 item 1)', () => {
  it('names a single question by its id when it has no uuid', async () => {
    const item = flowQuestion('101');
    const withoutUuid = { ...item, question: { ...item.question, uuid: null } };
    const { props } = await renderRunner(withoutUuid);
    fireEvent.click(screen.getByRole('button', { name: answerText(item, '10001') }));
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({
      question_uuid: 101,
      answer_id: 10001,
      error_count: 0,
    });
  });

  it('prefers the uuid when the server sends one', async () => {
    const item = flowQuestion('101');
    const { props } = await renderRunner({ ...item, question: { ...item.question, uuid: 'q-u' } });
    fireEvent.click(screen.getByRole('button', { name: answerText(item, '10001') }));
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({ question_uuid: 'q-u' });
  });

  it('names a chain of id-only questions by the chain’s id, with every child’s answer id', async () => {
    const { props } = await renderRunner({ ...idOnly, mandatory: true });
    fireEvent.click(screen.getByRole('button', { name: 'One wrong' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Two right' }));
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(props.onOutcome.mock.calls[0]?.[0]).toEqual({
      question_uuid: 501,
      answer_id: [2, 3],
      error_count: 1,
      selected_answer_text: 'One wrong, Two right',
      question_text: 'Which chain of two?',
    });
  });
});
