import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { flowQuestion, stubMedia } from '@/components/question/testing/question-fixtures';
import type { LastAnswer } from '@/lib/state/last-answer-slice';
import { renderWithProviders } from '@/testing/render';

import type { AnswerResultKind } from './answer-result-content';
import { AnswerResultScreen } from './answer-result-screen';

// Question 101: 10001 right, 10002 wrong with visualisation and injury, 10003 wrong (text only).
const item = flowQuestion('101');
const quote = item.question.quote_from_document ?? '';
const byId = (id: string) => item.answers.find((answer) => String(answer.id) === id);
const textOf = (id: string) => byId(id)?.text ?? '-';

const lastAnswer = (ids: string[], cameFrom: string | null = '/preshift'): LastAnswer => ({
  question: item.question,
  answers: item.answers,
  // The ids as the server typed them (the mock flow sends numbers).
  answer_ids: ids.map((id) => byId(id)?.id ?? id),
  error_count: 1,
  event_dt: '@1764000000',
  came_from: cameFrom,
});

const origin = (path: string, name: string) => ({ path, element: <p>{name}</p> });

async function open(kind: AnswerResultKind, answer: LastAnswer | null) {
  return renderWithProviders(<AnswerResultScreen kind={kind} />, {
    route: `/${kind}`,
    preloadedState: { lastAnswer: { answer } },
    routes: [origin('/preshift', 'Pre-shift screen'), origin('/cabinet', 'Personal area')],
  });
}

beforeEach(() => {
  stubMedia();
});

describe('full-screen answer result routes (issue 8 item 4)', () => {
  it('/fail shows the text wrong-answer screen with the quote cut at 1500 and the full text on request', async () => {
    const user = userEvent.setup();
    await open('fail', lastAnswer(['10003']));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(item.question.text);
    expect(screen.getByRole('heading', { name: 'You answered wrong' })).toBeInTheDocument();
    const correct = screen.getByRole('heading', { name: 'Correct answer:' }).closest('section');
    expect(correct).toHaveTextContent(textOf('10001'));
    expect(quote.length).toBeGreaterThan(1_500);
    expect(screen.getByRole('blockquote').textContent).toBe(`${quote.slice(0, 1_500).trimEnd()}…`);
    await user.click(screen.getByRole('button', { name: 'Show full text' }));
    const dialog = screen.getByRole('dialog', { name: 'Full text of the rule' });
    expect(within(dialog).getByText(/3\.19\./).textContent).toBe(quote);
  });

  it('/failvisual plays the wrong-answer stages with the injury and the body figure', async () => {
    vi.useFakeTimers();
    await open('failVisual', lastAnswer(['10002']));
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    for (const ms of [500, 1_000, 500]) advance(ms);
    expect(
      screen.getByRole('heading', { name: 'Development of a dangerous situation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Possible consequences' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Human body figure' })).toBeInTheDocument();
    for (const ms of [1_000, 1_000, 1_000, 1_000]) advance(ms);
    expect(screen.getByRole('blockquote').textContent).toBe(`${quote.slice(0, 1_500).trimEnd()}…`);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('/success and /successvisual show the right answer', async () => {
    const first = await open('success', lastAnswer(['10001']));
    expect(screen.getByRole('status')).toHaveTextContent('Well done! You answered correctly');
    const given = screen.getByRole('heading', { name: 'Your answer:' }).closest('section');
    expect(given).toHaveTextContent(textOf('10001'));
    expect(screen.getByRole('heading', { name: 'The rule' })).toBeInTheDocument();
    first.unmount();
    await open('successVisual', lastAnswer(['10001']));
    expect(screen.getByRole('status')).toHaveTextContent('You answered correctly');
    expect(screen.getByText('What a wrong answer could lead to')).toBeInTheDocument();
  });

  it('goes back to where the employee came from with Back', async () => {
    const user = userEvent.setup();
    await open('fail', lastAnswer(['10003']));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Pre-shift screen')).toBeInTheDocument();
  });

  it.each([
    ['fail', lastAnswer(['10001']), 'Pre-shift screen'],
    ['failVisual', lastAnswer(['10003']), 'Pre-shift screen'],
    ['success', lastAnswer(['10002']), 'Pre-shift screen'],
    ['successVisual', lastAnswer(['10003'], null), 'Personal area'],
    ['fail', null, 'Personal area'],
  ] as const)('returns from /%s with nothing to show', async (kind, answer, where) => {
    await open(kind, answer);
    expect(screen.getByText(where)).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
