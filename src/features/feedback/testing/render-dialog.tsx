import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ToastStack } from '@/components/ui/toast-stack';
import type { Language } from '@/lib/languages';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { PETROV } from '@/testing/fixtures/employees';
import { UNREAD_DIALOG } from '@/testing/fixtures/feedback';
import { fakeListLayout } from '@/testing/list-layout';
import { setupMockApi, type MockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { DialogScreen } from '../dialog-screen';

/** A stand-in screen that only names itself. */
const Landing = ({ name }: { name: string }) => <h1>{name}</h1>;

/**
 * Opens Petrov's UNREAD_DIALOG (/feedback/dialog/{uuid}) over the fake API (scripted first), with
 * /feedback beside it.
 */
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
    route: `/feedback/dialog/${UNREAD_DIALOG.uuid}`,
    preloadedState: initialisedState({ user: testEmployee({ id: PETROV.id, uuid: PETROV.uuid }) }),
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
