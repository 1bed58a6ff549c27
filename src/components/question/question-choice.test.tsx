import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { answerText, flowQuestion, renderRunner, stubMedia } from './testing/question-fixtures';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  stubMedia();
});

describe('multi-answer mode', () => {
  const item = flowQuestion('105');
  const pick = (id: string) =>
    fireEvent.click(screen.getByRole('button', { name: answerText(item, id) }));
  const toAnswer = () => screen.getByRole('button', { name: 'To answer' });

  it('shows toggles, the hint, and To answer disabled until something is chosen', async () => {
    const { props } = await renderRunner(item);
    expect(screen.getByText('Select several response options and click reply')).toBeInTheDocument();
    expect(toAnswer()).toBeDisabled();
    pick('10015');
    expect(screen.getByRole('button', { name: answerText(item, '10015') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(toAnswer()).toBeEnabled();
    pick('10015');
    expect(toAnswer()).toBeDisabled();
    expect(props.onOutcome).not.toHaveBeenCalled();
  });

  it('is right only with all the right answers and nothing else', async () => {
    const { props } = await renderRunner(item);
    pick('10015');
    pick('10016');
    fireEvent.click(toAnswer());
    expect(screen.getByRole('status')).toHaveTextContent('You answered correctly');
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({
      answer_id: [10016, 10015],
      error_count: 0,
    });
  });

  it('counts a partial choice as wrong', async () => {
    const { props } = await renderRunner(item);
    pick('10015');
    fireEvent.click(toAnswer());
    expect(screen.getByRole('heading', { name: 'You answered wrong' })).toBeInTheDocument();
    expect(props.onWrongAnswer).toHaveBeenCalledTimes(1);
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({
      answer_id: [10015],
      error_count: 1,
    });
  });

  it('counts the right answers plus a wrong one as wrong', async () => {
    const { props } = await renderRunner(item);
    pick('10015');
    pick('10016');
    pick('10017');
    fireEvent.click(toAnswer());
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({ error_count: 1 });
  });

  it('asks to select several images on a multi-answer collage', async () => {
    const collage = flowQuestion('103');
    const helmet = collage.answers.find((answer) => answer.id === 10008);
    const cap = collage.answers.find((answer) => answer.id === 10009);
    if (!helmet || !cap) throw new Error('collage answers missing');
    await renderRunner({ ...collage, answers: [helmet, { ...cap, is_right: true }] });
    expect(
      screen.getByText('Select several images and click the Reply button'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Helmet' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('interactive photo', () => {
  const item = flowQuestion('104');

  it('builds an image map from the answers’ areas, scaled to the displayed image', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(180);
    await renderRunner(item);
    expect(screen.getByText('Click on the picture to choose the answer')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Illustration for the question' });
    const right = screen.getByRole('link', { name: answerText(item, '10012') });
    // Before the image is measured the areas keep the map's own 640 × 360 coordinates.
    expect(right).toHaveAttribute('coords', '460,150,60');
    fireEvent.load(image);
    expect(image).toHaveAttribute('src', 'media:interactive.jpg');
    expect(image.getAttribute('usemap')).toBe(`#${right.closest('map')?.getAttribute('name')}`);
    expect(right).toHaveAttribute('shape', 'circle');
    expect(right).toHaveAttribute('coords', '230,75,30');
    expect(screen.getByRole('link', { name: answerText(item, '10013') })).toHaveAttribute(
      'coords',
      '20,100,100,160',
    );
    expect(screen.getByRole('link', { name: answerText(item, '10014') })).toHaveAttribute(
      'coords',
      '125,115,190,115,190,165,125,165',
    );
    expect(screen.queryByRole('list', { name: 'Answer options' })).not.toBeInTheDocument();
  });

  it('chooses the answer of a clicked area', async () => {
    const { props } = await renderRunner(item);
    fireEvent.click(screen.getByRole('link', { name: answerText(item, '10012') }));
    expect(props.onOutcome.mock.calls[0]?.[0]).toMatchObject({ answer_id: 10012 });
  });

  it('chooses an area from the keyboard', async () => {
    const user = userEvent.setup();
    const { props } = await renderRunner(item);
    await user.tab();
    expect(screen.getByRole('link', { name: answerText(item, '10014') })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(props.onWrongAnswer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'You answered wrong' })).toBeInTheDocument();
  });

  it('marks the right area in developer mode', async () => {
    await renderRunner(item, { devMode: true });
    expect(
      screen.getByRole('link', { name: answerText(item, '10012') }),
    ).toHaveAccessibleDescription('Right answer (developer mode)');
    expect(document.querySelectorAll('.interactive-photo__area--dev-right')).toHaveLength(1);
  });
});

describe('answer confirmation', () => {
  const item = flowQuestion('101');
  const choose = () =>
    fireEvent.click(screen.getByRole('button', { name: answerText(item, '10001') }));

  it('asks to confirm; No goes back to choosing', async () => {
    const { props } = await renderRunner(item, { confirmAnswer: true });
    choose();
    const dialog = screen.getByRole('dialog', { name: 'Answer confirmation' });
    expect(dialog).toHaveTextContent(`Your answer: ${answerText(item, '10001')}`);
    expect(dialog).toHaveTextContent('Confirm your choice?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.onOutcome).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: answerText(item, '10002') })).toBeInTheDocument();
  });

  it('takes the answer on Yes', async () => {
    const { props } = await renderRunner(item, { confirmAnswer: true });
    choose();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('You answered correctly');
  });

  it('confirms by itself after 5 s, once', async () => {
    vi.useFakeTimers();
    const { props } = await renderRunner(item, { confirmAnswer: true });
    choose();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('timer')).toHaveAccessibleName('5 s left');
    advance(4_999);
    expect(props.onOutcome).not.toHaveBeenCalled();
    advance(1);
    expect(props.onOutcome).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
