import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ToastStack } from '@/components/ui/toast-stack';
import type { Language } from '@/lib/languages';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi, type MockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { DialogScreen } from '../dialog-screen';
import { fakeListLayout } from '@/testing/list-layout';

/** Petrov (id 1001) and his dialog with two unread answers in the mock data set. */
export const PETROV = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
export const DIALOG = '4d1ebff8-72a0-498f-bc66-86e3fc864952';

/** A stand-in screen that only names itself. */
const Landing = ({ name }: { name: string }) => <h1>{name}</h1>;

/** Opens /feedback/dialog/{DIALOG} for Petrov over the fake API (scripted first), /feedback beside it. */
export async function renderDialog(
  options: { script?: (api: MockApi) => void; language?: Language; keyboard?: boolean } = {},
) {
  fakeListLayout();
  const api = setupMockApi();
  options.script?.(api);
  const user = userEvent.setup();
  const result = await renderWithProviders(<Landing name="Elsewhere" />, {
    language: options.language,
    config: { keyboard: options.keyboard ?? false },
    route: `/feedback/dialog/${DIALOG}`,
    preloadedState: initialisedState({ user: testEmployee({ id: 1001, uuid: PETROV }) }),
    routes: [
      {
        path: '/feedback/dialog/:id',
        element: (
          <>
            <DialogScreen />
            <ToastStack />
          </>
        ),
      },
      {
        path: '/feedback',
        element: (
          <>
            <Landing name="Dialogs" />
            <ToastStack />
          </>
        ),
      },
    ],
  });
  return { ...result, api, user };
}

export const thread = () => screen.findByRole('list', { name: 'Messages' });
export const reply = () => screen.getByRole('textbox', { name: 'Reply' });
export const sendButton = () => screen.getByRole('button', { name: 'Send' });
/** The message that shows `text`. */
export const bubble = (text: string) => screen.getByText(text).closest('article') as HTMLElement;
