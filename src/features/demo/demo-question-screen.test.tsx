import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubMedia } from '@/components/question/testing/question-fixtures';
import { ToastStack } from '@/components/ui/toast-stack';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi, type Answer } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { DemoQuestionScreen } from './demo-question-screen';

async function renderQuestion(rest: string, answers: Record<string, Answer> = {}) {
  const api = setupMockApi({ getLanguage: () => 'en' });
  for (const [path, answer] of Object.entries(answers)) api.answer('GET', path, answer);
  const rendered = await renderWithProviders(
    <>
      <DemoQuestionScreen />
      <ToastStack />
    </>,
    {
      route: `/demo-question/${rest}`,
      routes: [{ path: '/', element: <h1>Start screen</h1> }],
      preloadedState: initialisedState({ user: testEmployee() }),
    },
  );
  return { ...rendered, api, user: userEvent.setup() };
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeEach(() => {
  stubMedia();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Demo question (#/demo-question/{json or id})', () => {
  it('builds the question from the JSON, fills in default texts, and removes the JSON from the address', async () => {
    const { router, user, api } = await renderQuestion(json({ question: { file: 'media/a.jpg' } }));
    expect(
      screen.getByRole('heading', { name: 'This is an example of a question' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/demo-question');
    await user.click(screen.getByRole('button', { name: 'Answer option 2' }));
    expect(screen.getByText('You answered wrong')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Answer option 1' }));
    expect(screen.getByRole('heading', { name: 'Right answer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('button', { name: 'Answer option 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Exit' }));
    expect(screen.getByRole('heading', { name: 'Start screen' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('a second address opened on the same screen shows its own question, not the first one', async () => {
    const { router } = await renderQuestion(
      json({ question: { text: 'First preview?', file: 'a.jpg' } }),
    );
    expect(screen.getByRole('heading', { name: 'First preview?' })).toBeInTheDocument();
    await act(() =>
      router.navigate(
        `/demo-question/${json({ question: { text: 'Second preview?', file: 'b.jpg' } })}`,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Second preview?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'First preview?' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/demo-question');
  });

  it('logs the employee out', async () => {
    const { store } = await renderQuestion(json({ question: { file: 'a.jpg' } }));
    await waitFor(() => expect(store.getState().session.user).toBeNull());
  });

  it('shows hostile text as text: script tags, a 1 MB string', async () => {
    const big = 'A'.repeat(1_000_000);
    const script = '<script>window.hacked = true</script>';
    await renderQuestion(
      json({
        question: { text: script, type: 'collage' },
        answers: [{ text: big, is_right: true }, { text: '<img src=x onerror=alert(1)>' }],
      }),
    );
    expect(screen.getByRole('heading', { name: script })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: big })).toBeInTheDocument();
    expect(document.querySelector('main script, main img[src="x"]')).toBeNull();
  });

  it.each([
    ['malformed JSON', '{"question":', 'The demo data in the address cannot be read'],
    [
      'wrong types',
      json({ question: 42, answers: 'x' }),
      'The demo question in the address cannot be shown',
    ],
    [
      'an unsafe photo',
      json({ question: { file: 'javascript:alert(1)' } }),
      'The demo question in the address cannot be shown',
    ],
    ['nothing', '', 'The address holds no demo data'],
  ])('explains %s instead of crashing', async (_, rest, message) => {
    await renderQuestion(rest);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Exit' })).toHaveAttribute('href', '/');
  });

  it('echoes what an unreadable address held, as text', async () => {
    await renderQuestion(encodeURIComponent('{"text":"<b>bold</b>'));
    expect(screen.getByText('{"text":"<b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('main b')).toBeNull();
  });

  it('loads a question by id (GET questions/{id}) and keeps the id in the address', async () => {
    const { api, router } = await renderQuestion('9001');
    await api.answered('GET', 'questions/9001');
    expect(
      await screen.findByRole('heading', { name: 'Which aisle is safe for a pedestrian?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/demo-question/9001');
  });

  it("shows 'Error loading the question' as a toast and on the screen", async () => {
    const { api } = await renderQuestion('9001', { 'questions/9001': { status: 500 } });
    await api.answered('GET', 'questions/9001');
    await waitFor(() => expect(screen.getAllByText('Error loading the question')).toHaveLength(2));
  });

  it('returns to the start screen when the 60 s answer time runs out', async () => {
    vi.useFakeTimers();
    await renderQuestion(json({ question: { file: 'a.jpg' } }));
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.queryByRole('heading', { name: 'Start screen' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('heading', { name: 'Start screen' })).toBeInTheDocument();
  });

  it('leaves the result after its 10 s exit timer', async () => {
    await renderQuestion(json({ question: { file: 'a.jpg' } }));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Answer option 1' }));
    expect(screen.getByRole('heading', { name: 'Right answer' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.queryByRole('heading', { name: 'Start screen' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('heading', { name: 'Start screen' })).toBeInTheDocument();
  });

  it('shows the visual wrong-answer stages and the injury, with looping videos, before Try again', async () => {
    vi.useFakeTimers();
    await renderQuestion(
      json({
        question: { file: 'a.jpg', quote_from_document: 'Rule 3.12' },
        answers: [
          { text: 'Right', is_right: true },
          {
            text: 'Wrong',
            visualisation: { title: 'Hit by a forklift', file: 's.webm', parametr: 'Severe' },
            injurie: {
              title: 'Shin fracture',
              file: 'c.webm',
              body_parts: [{ name: 'shin_right' }],
            },
          },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wrong' }));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    // Each stage schedules the next after it renders: advance in steps.
    for (let step = 0; step < 20; step += 1) act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Development of a dangerous situation')).toBeInTheDocument();
    expect(screen.getByText('Possible consequences')).toBeInTheDocument();
    expect(screen.getByText('Injury: Shin fracture')).toBeInTheDocument();
    expect(screen.getByLabelText('Video of the dangerous situation')).toHaveAttribute('loop');
    expect(screen.getByText('Rule 3.12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
