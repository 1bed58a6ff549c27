import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import type { Language } from '@/lib/languages';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { PETROV } from '@/testing/fixtures/employees';
import { PETROV_DIALOG_COUNT, UNREAD_DIALOG } from '@/testing/fixtures/feedback';
import { fakeListLayout } from '@/testing/list-layout';
import { setupMockApi, type MockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { DialogListScreen } from './dialog-list-screen';

async function renderList(language: Language = 'en', script?: (api: MockApi) => void) {
  fakeListLayout();
  const api = setupMockApi();
  script?.(api);
  const user = userEvent.setup();
  const result = await renderWithProviders(
    <>
      <DialogListScreen />
      <ToastStack />
    </>,
    {
      language,
      route: '/feedback',
      preloadedState: initialisedState({
        user: testEmployee({ id: PETROV.id, uuid: PETROV.uuid }),
      }),
      routes: [
        { path: '/feedback/add', element: <h1>New message form</h1> },
        { path: '/feedback/dialog/:id', element: <h1>A dialog</h1> },
        { path: '/cabinet', element: <h1>Personal area</h1> },
        { path: '/', element: <h1>Start</h1> },
      ],
    },
  );
  return { ...result, api, user };
}

const rows = () => within(screen.getByRole('list', { name: 'My dialogues' })).getAllByRole('link');

describe('feedback dialog list', () => {
  it('asks for the dialogs by employee id and shows them newest first with status labels and unread counts', async () => {
    const { api } = await renderList();
    await api.answered('GET', 'feedback/dialogs');
    expect(api.calls('GET', 'feedback/dialogs')[0]?.query).toEqual({
      employee_id: String(PETROV.id),
    });
    expect(await screen.findAllByRole('listitem')).toHaveLength(PETROV_DIALOG_COUNT);
    const shown = rows().map((row) => row.textContent);
    // The data set answers in Russian (the API language of these tests); the labels are English.
    expect(shown[0]).toMatch(/^Unread2Оборудование и инструмент.*Нужен новый комплект/);
    expect(shown[1]).toMatch(/^In workОхрана труда/);
    expect(shown[2]).toMatch(/^ResolvedУсловия труда/);
    expect(shown[3]).toMatch(/^In archiveПредложения по улучшению/);
    expect(screen.getByLabelText('New messages: 2')).toHaveTextContent('2');
    expect(rows()[0]).toHaveAttribute('href', `/feedback/dialog/${UNREAD_DIALOG.uuid}`);
  });

  it('filters by theme: All plus the themes', async () => {
    const { api, user } = await renderList();
    await api.answered('GET', 'feedback/dialogs');
    const filter = await screen.findByRole('combobox', { name: 'Theme' });
    await screen.findAllByRole('listitem');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Охрана труда',
      'Условия труда',
      'Оборудование и инструмент',
      'Предложения по улучшению',
    ]);
    await user.selectOptions(filter, 'Условия труда');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('В раздевалке сильный сквозняк'),
    ]);
    await user.selectOptions(filter, 'All');
    expect(rows()).toHaveLength(PETROV_DIALOG_COUNT);
  });

  it('says so when the chosen theme has no dialogs', async () => {
    const { api, user } = await renderList('en', (server) =>
      server.answer('GET', 'feedback/dialogs', {
        status: 200,
        body: {
          data: {
            dialogs: [{ uuid: 'd1', theme_uuid: 't1', theme_title: 'Safety', short_text: 'Hi' }],
            themes: { t1: 'Safety', t2: 'Tools' },
          },
        },
      }),
    );
    await api.answered('GET', 'feedback/dialogs');
    await screen.findAllByRole('listitem');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Tools');
    expect(screen.getByText('There are no dialogues on this theme')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'My dialogues' })).not.toBeInTheDocument();
  });

  it.each([
    ['ru', 'У вас нет диалогов. Вы можете начать новый'],
    ['en', 'You have no dialogues. You can start a new one'],
    ['kk', 'Сізде диалогтар жоқ. Жаңасын бастауыңызға болады'],
    ['ky', 'Сизде диалогдор жок. Жаңысын баштасаңыз болот'],
  ] as const)('shows the empty state in %s', async (language, text) => {
    fakeListLayout();
    const api = setupMockApi();
    api.answer('GET', 'feedback/dialogs', { status: 200, body: { data: { dialogs: [] } } });
    await renderWithProviders(<DialogListScreen />, {
      language,
      preloadedState: initialisedState({ user: testEmployee() }),
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['ru', 'Ошибка загрузки диалогов'],
    ['en', 'Dialogs loading error'],
    ['kk', 'Диалогтарды жүктеу қатесі'],
    ['ky', 'Диалогдорду жүктөө катасы'],
  ] as const)(
    'a failed load shows the error toast and line in %s, and stays',
    async (language, text) => {
      fakeListLayout();
      const api = setupMockApi();
      api.answer('GET', 'feedback/dialogs', { status: 500, body: { message: 'down' } });
      const { router } = await renderWithProviders(
        <>
          <DialogListScreen />
          <ToastStack />
        </>,
        {
          language,
          route: '/feedback',
          preloadedState: initialisedState({ user: testEmployee() }),
        },
      );
      await api.answered('GET', 'feedback/dialogs');
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByText(text, { selector: 'p' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/feedback');
    },
  );

  it('data it cannot read is a load error, not a crash', async () => {
    fakeListLayout();
    const api = setupMockApi();
    api.answer('GET', 'feedback/dialogs', {
      status: 200,
      body: { data: { dialogs: [{ status: 'unread', short_text: 'no uuid' }] } },
    });
    await renderWithProviders(
      <>
        <DialogListScreen />
        <ToastStack />
      </>,
      { preloadedState: initialisedState({ user: testEmployee() }) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Dialogs loading error');
  });

  it('opens a dialog, New message, Back to the personal area, and Exit logs out', async () => {
    const { api, user, router, store } = await renderList();
    await api.answered('GET', 'feedback/dialogs');
    await screen.findAllByRole('listitem');
    rows()[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(rows()[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'A dialog' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      '/feedback/dialog/c63a49c7-683f-4eaa-8fbe-2d9e3beb9196',
    );

    await router.navigate('/feedback');
    await user.click(await screen.findByRole('link', { name: 'New message' }));
    expect(await screen.findByRole('heading', { name: 'New message form' })).toBeInTheDocument();

    await router.navigate('/feedback');
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Personal area' })).toBeInTheDocument();

    await router.navigate('/feedback');
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
  });
});
