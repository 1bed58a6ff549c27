import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { PETROV } from '@/testing/fixtures/employees';
import { FIRST_THEME, newDialogForm, OWN_DIVISION } from '@/testing/fixtures/feedback';
import { fakeListLayout } from '@/testing/list-layout';
import { setupMockApi, type MockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { NewDialogScreen } from './new-dialog-screen';

async function renderForm(
  options: {
    script?: (api: MockApi) => void;
    employee?: Record<string, unknown>;
    keyboard?: boolean;
  } = {},
) {
  fakeListLayout();
  const api = setupMockApi();
  options.script?.(api);
  const user = userEvent.setup();
  const result = await renderWithProviders(
    <>
      <NewDialogScreen />
      <ToastStack />
    </>,
    {
      route: '/feedback/add',
      config: { keyboard: options.keyboard ?? false },
      preloadedState: initialisedState({
        user: testEmployee({
          id: PETROV.id,
          structure_id: PETROV.structureId,
          ...options.employee,
        }),
      }),
      routes: [
        {
          path: '/feedback',
          element: (
            <>
              <h1>Dialogs</h1>
              <ToastStack />
            </>
          ),
        },
      ],
    },
  );
  return { ...result, api, user };
}

const message = () => screen.findByRole('textbox', { name: 'Message' });
const send = () => screen.getByRole('button', { name: 'Send' });
const sentForms = (api: MockApi) => api.calls('POST', 'feedback/dialogs').map((call) => call.body);

describe('new feedback dialog', () => {
  it('defaults to the first subject and the own division, and sends the form fields', async () => {
    const { api, user, router } = await renderForm();
    const field = await message();
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue(FIRST_THEME);
    expect(screen.getByText(`Recipient: ${OWN_DIVISION.title}`)).toBeInTheDocument();
    expect(send()).toBeDisabled();

    await user.type(field, '   ');
    expect(send()).toBeDisabled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Required')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'A');
    expect(send()).toBeEnabled();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(send());
    await api.answered('POST', 'feedback/dialogs');
    expect(await screen.findByRole('heading', { name: 'Dialogs' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The message has been sent');
    expect(router.state.location.pathname).toBe('/feedback');
    expect(sentForms(api)).toEqual([newDialogForm('A')]);
  });

  it('sends to the subject and the person chosen in the Recipient window', async () => {
    const { api, user } = await renderForm();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Subject' }),
      'Условия труда',
    );
    await user.click(screen.getByRole('button', { name: 'Recipient' }));
    const modal = screen.getByRole('dialog', { name: 'Choose the recipient' });
    expect(within(modal).getByRole('radio', { name: 'Division' })).toBeChecked();
    expect(within(modal).getByRole('button', { name: OWN_DIVISION.title })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(modal).getByRole('radio', { name: 'A specific person' }));
    expect(within(modal).getByRole('button', { name: 'Choose' })).toBeDisabled();
    await user.type(within(modal).getByRole('textbox', { name: 'Person' }), 'лебед');
    const options = within(within(modal).getByRole('list', { name: 'Person' })).getAllByRole(
      'button',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'Лебедева Наталья Игоревна (специалист по охране труда)',
    ]);
    await user.type(within(modal).getByRole('textbox', { name: 'Person' }), 'zzz');
    expect(within(modal).getByText('Nothing found')).toBeInTheDocument();
    await user.clear(within(modal).getByRole('textbox', { name: 'Person' }));
    await user.click(within(modal).getByRole('button', { name: /^Лебедева/ }));
    await user.click(within(modal).getByRole('button', { name: 'Choose' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByText('Recipient: Лебедева Наталья Игоревна (специалист по охране труда)'),
    ).toBeInTheDocument();

    await user.type(await message(), 'Нужны перчатки');
    await user.click(send());
    await api.answered('POST', 'feedback/dialogs');
    expect(sentForms(api)).toEqual([
      {
        employee_id: '1001',
        text_message: 'Нужны перчатки',
        theme_uuid: '2953ce7c-a977-4d19-a2f7-4e551f27e547',
        // The server sent the person's id as a number: it goes back as one.
        recipient: JSON.stringify({ type: 'user', id: 202 }),
      },
    ]);
  });

  it('sends a person whose id came as text with that id as text', async () => {
    const lebedeva = 'Лебедева Наталья Игоревна (специалист по охране труда)';
    const { api, user } = await renderForm({
      script: (mock) =>
        mock.answer('GET', 'users', {
          status: 200,
          body: { data: [{ id: '202', title: lebedeva }] },
        }),
    });
    await user.type(await message(), 'Нужны перчатки');
    await user.click(screen.getByRole('button', { name: 'Recipient' }));
    const modal = screen.getByRole('dialog', { name: 'Choose the recipient' });
    await user.click(within(modal).getByRole('radio', { name: 'A specific person' }));
    await user.click(within(modal).getByRole('button', { name: lebedeva }));
    await user.click(within(modal).getByRole('button', { name: 'Choose' }));
    await user.click(send());
    await api.answered('POST', 'feedback/dialogs');
    expect(sentForms(api).map((form) => form.recipient)).toEqual([
      JSON.stringify({ type: 'user', id: '202' }),
    ]);
  });

  it('finds the own division sent as text in a list of numeric ids, and sends it as it came', async () => {
    const { api, user } = await renderForm({ employee: { structure_id: '11' } });
    await user.type(await message(), 'A');
    expect(screen.getByText(`Recipient: ${OWN_DIVISION.title}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recipient' }));
    const modal = screen.getByRole('dialog', { name: 'Choose the recipient' });
    expect(within(modal).getByRole('button', { name: OWN_DIVISION.title })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await user.click(send());
    await api.answered('POST', 'feedback/dialogs');
    expect(sentForms(api).map((form) => form.recipient)).toEqual([
      JSON.stringify({ type: 'structure', id: '11' }),
    ]);
  });

  it('without an own division nobody is chosen and Send waits for a recipient', async () => {
    const { user } = await renderForm({ employee: { structure_id: null } });
    await user.type(await message(), 'Hello');
    expect(screen.getByText('Recipient: not chosen')).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Recipient' }));
    await user.click(screen.getByRole('button', { name: 'Цех сборки' }));
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(send()).toBeEnabled();
  });

  it.each([
    ['the themes fail', 'feedback/themes', { status: 500, body: {} }],
    ['the divisions do not load', 'structures', 'network' as const],
    ['the people are unreadable', 'users', { status: 200, body: { data: 'nonsense' } }],
    ['there is no theme', 'feedback/themes', { status: 200, body: { data: {} } }],
  ])('when %s: "Error loading data to create a message", to /feedback', async (_, path, answer) => {
    const { router } = await renderForm({ script: (api) => api.answer('GET', path, answer) });
    expect(await screen.findByRole('heading', { name: 'Dialogs' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading data to create a message');
    expect(router.state.location.pathname).toBe('/feedback');
  });

  it('a failed send shows "Error sending the message" and goes to /feedback', async () => {
    const { user, router } = await renderForm({
      script: (api) => api.answer('POST', 'feedback/dialogs', { status: 500, body: {} }),
    });
    await user.type(await message(), 'Hello');
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Dialogs' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error sending the message');
    expect(router.state.location.pathname).toBe('/feedback');
  });

  it('has no on-screen keyboard in a plain browser without the device setting', async () => {
    await renderForm();
    await message();
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).not.toBeInTheDocument();
  });

  it('types the message on the on-screen keyboard', async () => {
    const { user } = await renderForm({ keyboard: true });
    const field = await message();
    const keyboard = screen.getByRole('group', { name: 'On-screen keyboard' });
    // It starts in the interface language (English here).
    // The keys are drawn by the keyboard's own effect, after the screen's commit.
    await user.click(await within(keyboard).findByRole('button', { name: 'o' }));
    await user.click(within(keyboard).getByRole('button', { name: 'k' }));
    expect(field).toHaveValue('ok');
    expect(send()).toBeEnabled();
  });
});
