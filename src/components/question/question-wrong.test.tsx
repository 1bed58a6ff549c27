import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  answerText,
  flowQuestion,
  renderRunner,
  stubMedia,
  type MockQuestion,
} from './testing/question-fixtures';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const choose = (item: MockQuestion, id: string) =>
  fireEvent.click(screen.getByRole('button', { name: answerText(item, id) }));
const heading = (name: string) => screen.queryByRole('heading', { name });
const quoteOf = (item: MockQuestion) => item.question.quote_from_document ?? '';

let media: ReturnType<typeof stubMedia>;
beforeEach(() => {
  media = stubMedia();
});

describe('wrong answer on a mandatory step, text variant', () => {
  const item = flowQuestion('101');

  it('counts the error, reports it and shows the text screen with the host buttons at once', async () => {
    const { props } = await renderRunner(item);
    choose(item, '10003');
    expect(props.onWrongAnswer).toHaveBeenCalledTimes(1);
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({
      answer_id: 10003,
      error_count: 1,
    });
    expect(heading('You answered wrong')).toBeInTheDocument();
    const facts = screen.getByRole('heading', { name: 'Striking facts' }).closest('section');
    expect(facts).toHaveTextContent(item.answers.find((a) => a.id === 10003)?.comment ?? '-');
    const correct = screen.getByRole('heading', { name: 'Correct answer:' }).closest('section');
    expect(correct).toHaveTextContent(answerText(item, '10001'));
    expect(heading('Violation of the rule')).toBeInTheDocument();
    expect(props.renderActions).toHaveBeenLastCalledWith(20);
    expect(screen.getByRole('button', { name: 'Next (20 s)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('cuts the quote at 400 characters and shows the whole text in a modal', async () => {
    await renderRunner(item);
    choose(item, '10003');
    const quote = quoteOf(item);
    expect(quote.length).toBeGreaterThan(1_500);
    expect(screen.getByRole('blockquote').textContent).toBe(`${quote.slice(0, 400).trimEnd()}…`);
    fireEvent.click(screen.getByRole('button', { name: 'Show full text' }));
    const dialog = screen.getByRole('dialog', { name: 'Full text of the rule' });
    expect(within(dialog).getByText(/3\.19\./).textContent).toBe(quote);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cuts the quote at 1500 characters in the full-screen layout', async () => {
    await renderRunner(item, { layout: 'full' });
    choose(item, '10003');
    expect(screen.getByRole('blockquote').textContent).toBe(
      `${quoteOf(item).slice(0, 1_500).trimEnd()}…`,
    );
  });

  it('shows a short quote whole, without Show full text', async () => {
    const video = flowQuestion('102');
    await renderRunner(video);
    choose(video, '10006');
    expect(screen.getByRole('blockquote').textContent).toBe(quoteOf(video));
    expect(screen.queryByRole('button', { name: 'Show full text' })).not.toBeInTheDocument();
  });
});

describe('wrong answer with visualisation and injury: the visual sequence', () => {
  const item = flowQuestion('101');
  const wrong = item.answers.find((answer) => answer.id === 10002);

  it('shows stage 1, its video, stage 2, its video and the three texts on the spec’s timers, then the buttons', async () => {
    vi.useFakeTimers();
    const { props } = await renderRunner(item);
    choose(item, '10002');
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({ error_count: 1 });
    const played = (label: string) =>
      media.play.mock.contexts.includes(screen.getByLabelText(label));

    advance(499);
    expect(heading('Development of a dangerous situation')).not.toBeInTheDocument();
    advance(1);
    expect(heading('Development of a dangerous situation')).toBeInTheDocument();
    expect(screen.getByText(wrong?.visualisation?.title ?? '-')).toBeInTheDocument();
    expect(screen.getByText('Moving vehicles')).toBeInTheDocument();
    const situation = screen.getByLabelText('Video of the dangerous situation');
    expect(situation).toHaveAttribute('src', wrong?.visualisation?.file);
    expect(played('Video of the dangerous situation')).toBe(false);
    advance(999);
    expect(played('Video of the dangerous situation')).toBe(false);
    advance(1);
    expect(played('Video of the dangerous situation')).toBe(true);

    advance(499);
    expect(heading('Possible consequences')).not.toBeInTheDocument();
    advance(1);
    expect(heading('Possible consequences')).toBeInTheDocument();
    expect(screen.getByText(`Injury: ${wrong?.injurie?.title}`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Left shin: Injured' })).toBeInTheDocument();
    expect(screen.getByLabelText('Video of the possible consequences')).toHaveAttribute(
      'src',
      'media:consequences.webm',
    );
    advance(999);
    expect(played('Video of the possible consequences')).toBe(false);
    advance(1);
    expect(played('Video of the possible consequences')).toBe(true);

    for (const name of ['You answered wrong', 'Correct answer:', 'Violation of the rule']) {
      advance(999);
      expect(heading(name)).not.toBeInTheDocument();
      advance(1);
      expect(heading(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('blockquote').textContent).toBe(
      `${quoteOf(item).slice(0, 400).trimEnd()}…`,
    );

    advance(999);
    expect(props.renderActions).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    advance(1);
    expect(props.renderActions).toHaveBeenLastCalledWith(20);
    expect(screen.getByRole('button', { name: 'Next (20 s)' })).toBeInTheDocument();
  });

  it('stops its timers when it unmounts', async () => {
    vi.useFakeTimers();
    const { unmount } = await renderRunner(item);
    choose(item, '10002');
    advance(500);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('wrong answer on a non-mandatory step', () => {
  const item = flowQuestion('102');
  const names = () =>
    within(screen.getByRole('list', { name: 'Answer options' }))
      .getAllByRole('button')
      .map((button) => button.textContent);

  it('offers Try again, which reshuffles with a warning and does not count the error', async () => {
    vi.useFakeTimers();
    const { props } = await renderRunner(item);
    const first = names();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    advance(30_000);
    choose(item, '10006');
    expect(props.onWrongAnswer).toHaveBeenCalledTimes(1);
    expect(props.onOutcome).not.toHaveBeenCalled();
    expect(props.renderActions).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Attention! The order of the answers has changed',
    );
    expect(names()).toEqual([...first].reverse());
    expect(screen.getAllByRole('timer')[0]).toHaveAccessibleName('60 s left');
    choose(item, '10005');
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({
      answer_id: 10005,
      error_count: 0,
    });
    expect(screen.getByRole('button', { name: 'Next (20 s)' })).toBeInTheDocument();
  });

  it('keeps Try again disabled after an injury until the consequence timer shows the buttons', async () => {
    vi.useFakeTimers();
    await renderRunner(item);
    choose(item, '10007');
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    expect(tryAgain).toBeDisabled();
    expect(screen.getByText('Try again will be available shortly')).toBeInTheDocument();
    // Each step's timer is armed when the previous one has rendered: advance step by step.
    for (const ms of [500, 1_000, 500, 1_000, 1_000, 1_000, 1_000, 999]) advance(ms);
    expect(tryAgain).toBeDisabled();
    advance(1);
    expect(tryAgain).toBeEnabled();
    expect(screen.getByRole('timer')).toHaveAccessibleName('20 s left');
  });

  it('presses Try again by itself when its exit timer runs out', async () => {
    vi.useFakeTimers();
    await renderRunner(item);
    choose(item, '10006');
    advance(19_999);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('alert')).toHaveTextContent('The order of the answers has changed');
  });

  it('enables Try again at once after a visualisation without an injury', async () => {
    const oil = flowQuestion('203');
    await renderRunner(oil);
    choose(oil, '10032');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('timer')).toHaveAccessibleName('10 s left');
  });
});
