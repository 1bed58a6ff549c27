import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  answerText,
  flowQuestion,
  renderRunner,
  reverseShuffle,
  stubMedia,
} from './testing/question-fixtures';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const optionNames = () =>
  within(screen.getByRole('list', { name: 'Answer options' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  stubMedia();
});

describe('question material by kind', () => {
  it('shows a photo question with its image', async () => {
    await renderRunner(flowQuestion('101'));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/forklift driver carries/);
    expect(screen.getByRole('img', { name: 'Illustration for the question' })).toHaveAttribute(
      'src',
      'media:photo-2.jpg',
    );
    expect(screen.getByText('Choose one answer')).toBeInTheDocument();
  });

  it('plays a video question muted, inline and without a download control', async () => {
    const media = stubMedia();
    const { unmount } = await renderRunner(flowQuestion('102'));
    const video = screen.getByLabelText<HTMLVideoElement>('Video for the question');
    expect(video).toHaveAttribute('src', 'media:situation-1.webm');
    expect(video).toHaveAttribute('controlsList', expect.stringContaining('nodownload'));
    expect(video.muted).toBe(true);
    expect(media.play.mock.contexts).toContain(video);
    unmount();
    expect(media.pause.mock.contexts).toContain(video);
    expect(video).not.toHaveAttribute('src');
  });

  it('shows a collage whose choices are the answers’ own images', async () => {
    await renderRunner(flowQuestion('103'));
    const collage = screen.getByRole('list', { name: 'Collage of images' });
    const helmet = within(collage).getByRole('button', { name: 'Helmet' });
    expect(within(helmet).getByRole('img')).toHaveAttribute('src', 'media:collage-helmet.jpg');
    expect(within(collage).getAllByRole('button')).toHaveLength(4);
  });
});

describe('answer order', () => {
  it('shows the answers in the order the injected shuffle returns', async () => {
    const item = flowQuestion('101');
    await renderRunner(item);
    expect(optionNames()).toEqual(
      ['10004', '10003', '10002', '10001'].map((id) => answerText(item, id)),
    );
  });

  it('keeps the given order with an identity shuffle', async () => {
    const item = flowQuestion('101');
    await renderRunner(item, { shuffle: (items) => [...items] });
    expect(optionNames()).toEqual(item.answers.map((answer) => answer.text));
    expect(reverseShuffle([1, 2, 3])).toEqual([3, 2, 1]);
  });
});

describe('single choice', () => {
  it('takes the answer on click and reports it once with no error, then shows the host buttons (20 s with a quote)', async () => {
    vi.useFakeTimers();
    const item = flowQuestion('101');
    const { props } = await renderRunner(item);
    fireEvent.click(screen.getByRole('button', { name: answerText(item, '10001') }));
    expect(screen.getByRole('status')).toHaveTextContent('Well done! You answered correctly');
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(props.onOutcome).toHaveBeenCalledWith({
      question_uuid: item.question.uuid,
      answer_id: 10001,
      error_count: 0,
      selected_answer_text: answerText(item, '10001'),
      question_text: item.question.text,
    });
    expect(props.onWrongAnswer).not.toHaveBeenCalled();
    expect(props.renderActions).toHaveBeenLastCalledWith(20);
    expect(screen.getByRole('button', { name: 'Next (20 s)' })).toBeInTheDocument();
    advance(60_000);
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(props.onTimeExpired).not.toHaveBeenCalled();
  });

  it('gives the host a 10 s exit timer when the question quotes no document', async () => {
    const item = flowQuestion('202');
    const { props } = await renderRunner(item);
    fireEvent.click(screen.getByRole('button', { name: answerText(item, '10028') }));
    expect(props.renderActions).toHaveBeenLastCalledWith(10);
    expect(screen.getByRole('button', { name: 'Next (10 s)' })).toBeInTheDocument();
  });

  it('shows the right-answer videos of the wrong answers’ injuries', async () => {
    const item = flowQuestion('101');
    await renderRunner(item);
    fireEvent.click(screen.getByRole('button', { name: answerText(item, '10001') }));
    const injury = item.answers.find((answer) => answer.id === 10002)?.injurie;
    expect(screen.getByText('What a wrong answer could lead to')).toBeInTheDocument();
    expect(screen.getByLabelText(injury?.title ?? '')).toHaveAttribute('src', injury?.file);
  });
});

describe('the 60 s answer countdown', () => {
  it('calls onTimeExpired at 60 s and not a tick before', async () => {
    vi.useFakeTimers();
    const { props } = await renderRunner(flowQuestion('101'));
    expect(screen.getByRole('timer')).toHaveAccessibleName('60 s left');
    advance(59_999);
    expect(props.onTimeExpired).not.toHaveBeenCalled();
    expect(screen.getByRole('timer')).toHaveAccessibleName('1 s left');
    advance(1);
    expect(props.onTimeExpired).toHaveBeenCalledTimes(1);
  });
});

describe('developer mode', () => {
  it('highlights the right answers only', async () => {
    const item = flowQuestion('105');
    await renderRunner(item, { devMode: true });
    for (const answer of item.answers) {
      const button = screen.getByRole('button', { name: answer.text });
      if (answer.is_right) {
        expect(button).toHaveAccessibleDescription('Right answer (developer mode)');
        expect(button).toHaveClass('answer-option--dev-right');
      } else {
        expect(button).not.toHaveClass('answer-option--dev-right');
      }
    }
  });

  it('marks nothing without developer mode', async () => {
    const item = flowQuestion('105');
    await renderRunner(item);
    expect(
      screen.getByRole('button', { name: answerText(item, '10015') }),
    ).not.toHaveAccessibleDescription();
  });
});

describe('cleanup', () => {
  it('leaves no timer running after unmounting a question or a prolog', async () => {
    vi.useFakeTimers();
    const first = await renderRunner(flowQuestion('101'), { confirmAnswer: true });
    fireEvent.click(screen.getAllByRole('button')[0] as HTMLElement);
    expect(vi.getTimerCount()).toBeGreaterThan(1);
    first.unmount();
    expect(vi.getTimerCount()).toBe(0);
    const chain = flowQuestion('106');
    const prolog = chain.question.prolog && { ...chain.question.prolog, file: null };
    const second = await renderRunner({ ...chain, question: { ...chain.question, prolog } });
    expect(vi.getTimerCount()).toBe(1);
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
