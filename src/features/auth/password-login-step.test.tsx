import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { initialisedState } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { PasswordLoginStep, type PasswordLoginKind } from './password-login-step';

const targets = ['/cabinet', '/preshift', '/electronic-courses'].map((path) => ({
  path,
  element: <p>{`arrived at ${path}`}</p>,
}));

const renderLogin = (kind: PasswordLoginKind) =>
  renderWithProviders(<PasswordLoginStep kind={kind} />, {
    preloadedState: initialisedState(),
    routes: targets,
  });

const fill = async (login: string, password: string) => {
  const user = userEvent.setup();
  if (login) await user.type(screen.getByLabelText('Login'), login);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
};

describe('password logins', () => {
  it('keeps Enter disabled until both fields have a value', async () => {
    setupMockApi();
    await renderLogin('courses');
    const enter = screen.getByRole('button', { name: 'Enter' });
    expect(enter).toBeDisabled();
    await fill('student', '');
    expect(enter).toBeDisabled();
    await fill('', 'x');
    expect(enter).toBeEnabled();
  });

  it('shows the password error as a tooltip once the empty field is left', async () => {
    setupMockApi();
    await renderLogin('ldap');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Password'));
    await user.click(screen.getByLabelText('Login'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
  });

  it('the electronic-courses login sends login and password and opens the courses; Enter submits', async () => {
    const api = setupMockApi();
    await renderLogin('courses');
    const user = await fill('student', 'secret');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('arrived at /electronic-courses')).toBeInTheDocument();
    expect(api.calls('POST', 'students/auth')[0]?.body).toEqual({
      login: 'student',
      password: 'secret',
    });
  });

  it('the local-account login leads to the pre-shift or the personal area by its buttons', async () => {
    const api = setupMockApi();
    await renderLogin('ldap');
    const user = await fill('ivanov', 'pw');
    await user.click(screen.getByRole('button', { name: 'Preshift' }));
    expect(await screen.findByText('arrived at /preshift')).toBeInTheDocument();
    expect(api.calls('POST', 'ldap/auth')[0]?.body).toEqual({ login: 'ivanov', password: 'pw' });
  });

  it('401 says Wrong login or password and clears both fields', async () => {
    setupMockApi();
    await renderLogin('ldap');
    const user = await fill('nobody', 'bad');
    await user.click(screen.getByRole('button', { name: 'Cabinet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password');
    expect(screen.getByLabelText('Login')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('500 says Network Error; any other failure shows the server message', async () => {
    const api = setupMockApi();
    api.answer('POST', 'students/auth', { status: 500, body: { message: 'SQL error' } });
    await renderLogin('courses');
    let user = await fill('student', 'x');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    api.answer('POST', 'students/auth', {
      status: 423,
      body: { message: 'Учётная запись заблокирована' },
    });
    user = await fill('student', 'x');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('Учётная запись заблокирована')).toBeInTheDocument();
  });
});
