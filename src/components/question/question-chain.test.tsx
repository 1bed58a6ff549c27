import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  answerText,
  chainDemo,
  flowQuestion,
  renderRunner,
  stubMedia,
  type MockQuestion,
} from './testing/question-fixtures';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The text of an answer of a child question of a chain. */
function childAnswer(item: MockQuestion, id: string): string {
  if (item.question.type !== 'combine-video') throw new Error('not a chain');
  const all = item.question.child_questions.flatMap((child) => child.answers);
  return answerText({ ...item, answers: all }, id);
}

beforeEach(() => {
  stubMedia();
});

describe('combine-video chain (mandatory step)', () => {
  const item = flowQuestion('106');

  it('runs prolog video, Question 1 of 2, Question 2 of 2, epilog video, and reports once with summed errors', async () => {
    const { props } = await renderRunner(item);
    expect(screen.getByRole('heading', { name: 'Watch the video' })).toBeInTheDocument();
    expect(screen.getByText(/crew prepare a load for lifting/)).toBeInTheDocument();
    const prolog = screen.getByLabelText('Prologue video');
    expect(prolog).toHaveAttribute('src', 'media:story.webm');
    expect(screen.queryByText('Question 1 of 2')).not.toBeInTheDocument();
    fireEvent.ended(prolog);

    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    click(childAnswer(item, '10021'));
    expect(props.onWrongAnswer).toHaveBeenCalledTimes(1);
    expect(props.onOutcome).not.toHaveBeenCalled();
    expect(props.renderActions).not.toHaveBeenCalled();
    click('Next question');

    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    click(childAnswer(item, '10022'));
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(props.onOutcome).toHaveBeenCalledWith({
      question_uuid: item.question.uuid,
      answer_id: [10021, 10022],
      error_count: 1,
      selected_answer_text: `${childAnswer(item, '10021')}, ${childAnswer(item, '10022')}`,
      question_text: item.question.text,
    });
    click('Continue');

    expect(screen.getByRole('heading', { name: 'Epilogue' })).toBeInTheDocument();
    expect(screen.getByText(item.question.text)).toBeInTheDocument();
    expect(props.renderActions).not.toHaveBeenCalled();
    fireEvent.ended(screen.getByLabelText('Epilogue video'));
    expect(props.renderActions).toHaveBeenLastCalledWith(20);
    expect(screen.getByRole('button', { name: 'Next (20 s)' })).toBeInTheDocument();
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
  });

  it('sums a wrong answer on every child', async () => {
    const { props } = await renderRunner(item);
    fireEvent.ended(screen.getByLabelText('Prologue video'));
    click(childAnswer(item, '10021'));
    click('Next question');
    click(childAnswer(item, '10023'));
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({
      answer_id: [10021, 10023],
      error_count: 2,
    });
  });

  it('moves to the next question by itself when the 20 s exit timer runs out', async () => {
    vi.useFakeTimers();
    await renderRunner(item);
    fireEvent.ended(screen.getByLabelText('Prologue video'));
    click(childAnswer(item, '10019'));
    expect(screen.getByRole('timer')).toHaveAccessibleName('20 s left');
    advance(19_999);
    expect(screen.queryByText('Question 2 of 2')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
  });
});

describe('prolog and epilog without a video', () => {
  const chain = flowQuestion('106');
  const item: MockQuestion = {
    ...chain,
    question: {
      ...chain.question,
      prolog: chain.question.prolog && { ...chain.question.prolog, file: null },
      epilog: chain.question.epilog && { ...chain.question.epilog, file: null },
    },
  };

  it('end after 10 s each', async () => {
    vi.useFakeTimers();
    const { props } = await renderRunner(item);
    expect(screen.queryByLabelText('Prologue video')).not.toBeInTheDocument();
    advance(9_999);
    expect(screen.getByRole('heading', { name: 'Watch the video' })).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    click(childAnswer(item, '10019'));
    click('Next question');
    click(childAnswer(item, '10022'));
    click('Continue');
    expect(screen.getByText('Correct slinging is the key to a safe lift.')).toBeInTheDocument();
    advance(9_999);
    expect(props.renderActions).not.toHaveBeenCalled();
    advance(1);
    expect(screen.getByRole('button', { name: 'Next (20 s)' })).toBeInTheDocument();
  });
});

describe('combine-video chain on a non-mandatory step (demo question 9003)', () => {
  const item = chainDemo(false);

  it('offers a Try again locked by the injury, not Next question, after a wrong child', async () => {
    const { props } = await renderRunner(item);
    fireEvent.ended(screen.getByLabelText('Prologue video'));
    click(childAnswer(item, '10090'));
    expect(props.onWrongAnswer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Next question' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('reports the ids of the chosen answers once, at the end', async () => {
    const { props } = await renderRunner(item);
    fireEvent.ended(screen.getByLabelText('Prologue video'));
    click(childAnswer(item, '10089'));
    click('Next question');
    click(childAnswer(item, '10092'));
    click('Try again');
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('order of the answers has changed');
    click(childAnswer(item, '10091'));
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({
      answer_id: [10089, 10091],
      error_count: 0,
    });
  });
});
