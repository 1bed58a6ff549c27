import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { FlowHistoryStep } from '@/lib/api/schemas/flow-history';
import { renderWithProviders } from '@/testing/render';

import { FINISH_EXIT_S } from '../stepper-timings';

import { ResultsStep } from './results-step';

const answered = (text: string, error_count: number): FlowHistoryStep => ({
  name: 'extra_education_question',
  uuid: text,
  start_date_time: '@1',
  elapsed_time: 2,
  question_uuid: text,
  answer_id: '1',
  error_count,
  selected_answer_text: `answer to ${text}`,
  question_text: text,
});

describe('test result screen', () => {
  it('scores the answers against the threshold passed in and leaves by Finish and exit after 20 s', async () => {
    vi.useFakeTimers();
    const onAction = vi.fn();
    const history = [answered('A?', 0), answered('B?', 0), answered('C?', 3), answered('D?', 0)];
    await renderWithProviders(
      <ResultsStep
        history={history}
        threshold={75}
        position="last"
        source="extraEducation"
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Score for the test' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Competent');
    expect(screen.getByText('Correct answers: 75%')).toBeInTheDocument();
    expect(screen.getAllByRole('row', { name: 'Right answer' })).toHaveLength(3);
    expect(screen.getByRole('row', { name: 'Wrong answer' })).toHaveTextContent('C?');
    act(() => vi.advanceTimersByTime(FINISH_EXIT_S * 1000 - 1));
    expect(onAction).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('exit');
    expect(FINISH_EXIT_S).toBe(20);
  });

  it('is Not competent below the threshold', async () => {
    await renderWithProviders(
      <ResultsStep
        history={[answered('A?', 1)]}
        threshold={1}
        position="last"
        source="extraEducation"
        onAction={() => undefined}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Not competent');
    expect(screen.getByText('Correct answers: 0%')).toBeInTheDocument();
  });
});
