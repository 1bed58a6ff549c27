import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { initialisedState } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { NameSearchStep } from './name-search-step';

const targets = ['/cabinet', '/preshift'].map((path) => ({
  path,
  element: <p>{`arrived at ${path}`}</p>,
}));

const renderSearch = (settings: Record<string, unknown> = {}, keyboard = false) =>
  renderWithProviders(<NameSearchStep />, {
    preloadedState: initialisedState({ settings }),
    routes: targets,
    config: { keyboard },
  });

describe('search by name', () => {
  it('says Invalid name for an empty name and clears the results', async () => {
    setupMockApi();
    await renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Иванова');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Full name'));
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid name');
  });

  it('lists each match with its first position; choosing logs in (second_auth 1) to the cabinet', async () => {
    const api = setupMockApi();
    await renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Иванова');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    const buttons = within(results).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    expect(api.calls('GET', 'employees/getForFamily')[0]?.query).toEqual({ family: 'Иванова' });
    await user.click(buttons[1]!);
    expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
    expect(api.calls('POST', 'employees/auth')[0]?.body).toMatchObject({ second_auth: '1' });
  });

  it('goes straight to the pre-shift when straight_to_the_pre_shift is on', async () => {
    setupMockApi();
    await renderSearch({ straight_to_the_pre_shift: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Иванова');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(
      within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole(
        'button',
      )[0]!,
    );
    expect(await screen.findByText('arrived at /preshift')).toBeInTheDocument();
  });

  it('shows the server message, or Network Error, when the search fails; Reset empties everything', async () => {
    const api = setupMockApi();
    api.answer('GET', 'employees/getForFamily', {
      status: 400,
      body: { message: 'Слишком короткий запрос' },
    });
    await renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'И');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком короткий запрос');
    api.answer('GET', 'employees/getForFamily', 'network');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('types with the on-screen keyboard: letters, lock, another layout from the language switcher', async () => {
    setupMockApi();
    await renderSearch({}, true);
    const user = userEvent.setup();
    const keyboard = screen.getByRole('group', { name: 'On-screen keyboard' });
    // The keys are drawn by the keyboard's own effect, after the screen's commit.
    await user.click(await within(keyboard).findByRole('button', { name: 'Caps Lock' }));
    await user.click(within(keyboard).getByRole('button', { name: 'И' }));
    await user.click(within(keyboard).getByRole('button', { name: 'Caps Lock' }));
    await user.click(within(keyboard).getByRole('button', { name: 'в' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ив');
    await user.click(within(keyboard).getByRole('button', { name: 'Language' }));
    await user.click(screen.getByRole('button', { name: 'Қазақша' }));
    await user.click(within(keyboard).getByRole('button', { name: 'ә' }));
    await user.click(within(keyboard).getByRole('button', { name: 'Backspace' }));
    await user.click(within(keyboard).getByRole('button', { name: 'Numbers' }));
    await user.click(within(keyboard).getByRole('button', { name: '7' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ив7');
  });

  it('hides the on-screen keyboard in a plain browser unless the device setting enables it', async () => {
    setupMockApi();
    await renderSearch();
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).not.toBeInTheDocument();
  });
});
