import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { answerText, flowQuestion, renderRunner, stubMedia } from './testing/question-fixtures';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const heading = (name: string) => screen.queryByRole('heading', { name });

beforeEach(() => {
  stubMedia();
});

describe('the consequence stage shows only for an answer with an injury (issue 8 item 5)', () => {
  // Question 203, answer 10032: visualisation without injurie; made mandatory so the host's buttons follow.
  const oil = { ...flowQuestion('203'), mandatory: true };

  it('shows the developing situation, then the texts and the buttons, never Possible consequences', async () => {
    vi.useFakeTimers();
    const { props } = await renderRunner(oil);
    fireEvent.click(screen.getByRole('button', { name: answerText(oil, '10032') }));
    advance(500);
    expect(heading('Development of a dangerous situation')).toBeInTheDocument();
    expect(screen.getByText('Fall on a slippery floor')).toBeInTheDocument();
    expect(screen.getByText('Injury severity: moderate.')).toBeInTheDocument();
    advance(1_000);
    for (const name of ['You answered wrong', 'Correct answer:']) {
      advance(999);
      expect(heading(name)).not.toBeInTheDocument();
      advance(1);
      expect(heading(name)).toBeInTheDocument();
    }
    expect(heading('Possible consequences')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Human body figure' })).not.toBeInTheDocument();
    advance(1_000);
    expect(props.renderActions).not.toHaveBeenCalled();
    advance(1_000);
    expect(heading('Possible consequences')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next (10 s)' })).toBeInTheDocument();
  });

  it('shows Possible consequences with the injury and the body figure when the answer has one', async () => {
    vi.useFakeTimers();
    const item = flowQuestion('101');
    await renderRunner(item);
    fireEvent.click(screen.getByRole('button', { name: answerText(item, '10002') }));
    for (const ms of [500, 1_000, 500]) advance(ms);
    expect(heading('Possible consequences')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Human body figure' })).toBeInTheDocument();
  });
});
