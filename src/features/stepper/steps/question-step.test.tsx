import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { stepSchema } from '@/lib/api/schemas/flows';
import { selectLastAnswer } from '@/lib/state/last-answer-slice';
import { renderWithProviders } from '@/testing/render';

import { stepProps } from '../testing/step-props';

import { QuestionStep } from './question-step';

/** A step as a server that knows only ids sends it: ids of the type given, no uuid on the question. */
const idOnlyStep = (ids: (n: number) => number | string) => {
  const parsed = stepSchema.parse({
    uuid: 'step-1',
    name: 'question',
    title: 'Question 1',
    params: { mandatory_answer: 1 },
    question: { id: ids(77), text: 'Where to stand?', type: 'photo', file: 'p.jpg' },
    answers: [
      { id: ids(770), text: 'Aside', is_right: 1 },
      { id: ids(771), text: 'Under the load', is_right: 0, comment: 'It may fall' },
    ],
  });
  if (parsed.name !== 'question') throw new Error('not a question step');
  return parsed;
};

describe('question step', () => {
  it('records the outcome named by the question id and keeps the answer given last', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const props = stepProps(idOnlyStep((n) => n));
    const { store } = await renderWithProviders(<QuestionStep {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Under the load' }));
    // Numeric ids go back as numbers: a server that checks JSON types takes them.
    expect(props.record).toHaveBeenCalledExactlyOnceWith({
      question_uuid: 77,
      answer_id: 771,
      error_count: 1,
      selected_answer_text: 'Under the load',
      question_text: 'Where to stand?',
    });
    expect(selectLastAnswer(store.getState())).toMatchObject({
      question: { id: 77, text: 'Where to stand?' },
      answer_ids: [771],
      error_count: 1,
      event_dt: `@${Date.UTC(2026, 10, 24, 10) / 1000}`,
      came_from: null,
    });
  });

  it('records ids sent as text as text', async () => {
    const props = stepProps(idOnlyStep(String));
    await renderWithProviders(<QuestionStep {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aside' }));
    expect(props.record).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ question_uuid: '77', answer_id: '770', error_count: 0 }),
    );
  });
});
