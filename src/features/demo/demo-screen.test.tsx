import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { stubMedia } from '@/components/question/testing/question-fixtures';
import { ToastStack } from '@/components/ui/toast-stack';
import type { Language } from '@/lib/languages';
import { initialisedState } from '@/testing/fixtures';
import { setupMockApi, type Answer } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { DemoScreen } from './demo-screen';

async function renderDemo(answers: Record<string, Answer> = {}, language: Language = 'en') {
  const api = setupMockApi({ getLanguage: () => 'en' });
  for (const [path, answer] of Object.entries(answers)) api.answer('GET', path, answer);
  const rendered = await renderWithProviders(
    <>
      <DemoScreen />
      <ToastStack />
    </>,
    {
      route: '/demo',
      language,
      routes: [{ path: '/', element: <h1>Start screen</h1> }],
      preloadedState: initialisedState(),
    },
  );
  await api.answered('GET', 'demo');
  await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false'));
  return { ...rendered, api, user: userEvent.setup() };
}

const TEXTS = {
  ru: ['Список демо-заданий пуст', 'Ошибка загрузки демо-заданий'],
  en: ['Empty list of demo tasks', 'Error loading demo tasks'],
  kk: ['Демо тапсырмалар тізімі бос', 'Демо тапсырмаларды жүктеу қатесі'],
  ky: ['Демо тапшырмалардын тизмеси бош', 'Демо тапшырмаларды жүктөө катасы'],
} as const;

beforeEach(() => {
  stubMedia();
});

describe('Demo (/demo)', () => {
  it('lists the demo tasks grouped into their modules, without login', async () => {
    const { api } = await renderDemo();
    const modules = within(screen.getByRole('list', { name: 'Demo modules' }));
    const lifting = within(modules.getByRole('listitem', { name: 'Lifting operations' }));
    expect(lifting.getByText('Tasks: 1')).toBeInTheDocument();
    expect(
      lifting.getByRole('button', { name: /Slinging: watch the video and answer the questions/ }),
    ).toHaveTextContent('Combined video question');
    expect(api.requests[0]?.authorization).toBeUndefined();
  });

  for (const [language, [empty, error]] of Object.entries(TEXTS)) {
    it(`shows the empty list and the load error in ${language}`, async () => {
      const none = { demo: { status: 200, body: { data: { modules: [] } } } };
      const { unmount } = await renderDemo(none, language as Language);
      expect(await screen.findByText(empty)).toBeInTheDocument();
      unmount();
      await renderDemo({ demo: { status: 500 } }, language as Language);
      expect(await screen.findByRole('alert')).toHaveTextContent(error);
      expect(screen.getAllByText(error)).toHaveLength(2);
    });
  }

  it('counts modules whose tasks are all missing as an empty list', async () => {
    const body = { data: { modules: [{ uuid: 'm1', title: 'Empty module', questions: null }] } };
    await renderDemo({ demo: { status: 200, body } });
    expect(await screen.findByText('Empty list of demo tasks')).toBeInTheDocument();
  });

  it('opens a task: a wrong answer offers Try again, a right one leads back to the list', async () => {
    const { user, api } = await renderDemo();
    await user.click(
      screen.getByRole('button', { name: /What rule did the driver in the video break/ }),
    );
    await api.answered('GET', 'questions/9002');
    const video = await screen.findByLabelText('Video for the question');
    // Demo videos loop muted (spec 2 §2).
    expect(video).toHaveAttribute('loop');
    expect((video as HTMLVideoElement).muted).toBe(true);

    await user.click(screen.getByRole('button', { name: 'He drove too slowly' }));
    expect(screen.getByText('You answered wrong')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Attention! The order of the answers has changed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'He carried the load raised' }));
    expect(screen.getByRole('heading', { name: 'Right answer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'To the list of tasks' }));
    expect(screen.getByRole('list', { name: 'Demo modules' })).toBeInTheDocument();
  });

  it('runs a combine-video task: prolog, child questions, epilog advancing when the video ends', async () => {
    const { user, api } = await renderDemo();
    await user.click(screen.getByRole('button', { name: /Slinging/ }));
    await api.answered('GET', 'questions/9003');
    const prolog = await screen.findByLabelText('Prologue video');
    // A video whose end moves the demo on does not loop.
    expect(prolog).not.toHaveAttribute('loop');
    fireEvent.ended(prolog);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Outside the danger zone, in sight of the operator' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tag lines' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Epilogue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'To the list of tasks' })).not.toBeInTheDocument();
    fireEvent.ended(screen.getByLabelText('Epilogue video'));
    expect(screen.getByRole('button', { name: 'To the list of tasks' })).toBeInTheDocument();
  });

  it("shows 'Error loading the question' when a task's question fails, and goes back", async () => {
    const { user, api } = await renderDemo({ 'questions/9001': { status: 500 } });
    await user.click(screen.getByRole('button', { name: /Which aisle is safe/ }));
    await api.answered('GET', 'questions/9001');
    await waitFor(() => expect(screen.getAllByText('Error loading the question')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('list', { name: 'Demo modules' })).toBeInTheDocument();
  });
});
