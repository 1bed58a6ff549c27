import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setLogSinks } from '@/lib/log';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { StartScreen } from './start-screen';

const targets = ['/cabinet', '/preshift', '/electronic-courses', '/electronic-courses-class'].map(
  (path) => ({
    path,
    element: <p>{`arrived at ${path}`}</p>,
  }),
);

const renderStart = (settings: Record<string, unknown> = {}, route = '/') =>
  renderWithProviders(<StartScreen />, {
    preloadedState: initialisedState({ settings }),
    route,
    routes: targets,
  });

describe('start flow', () => {
  it('defaults to the personnel number with the links its settings allow', async () => {
    setupMockApi();
    await renderStart({ search_by_name: true, use_auth_with_student_login_and_password: true });
    expect(
      screen.getByRole('heading', { name: 'Enter your personnel number' }),
    ).toBeInTheDocument();
    for (const link of ['Local account', 'Electronic courses', 'Search by name']) {
      expect(screen.getByRole('button', { name: link })).toBeInTheDocument();
    }
    expect(
      screen.queryByRole('button', { name: 'Back to the previous login step' }),
    ).not.toBeInTheDocument();
  });

  it('hides the links whose module or setting is off', async () => {
    setupMockApi();
    await renderStart({
      modules: ['study'],
      search_by_name: false,
      use_auth_with_student_login_and_password: false,
    });
    expect(screen.queryByRole('button', { name: 'Local account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Electronic courses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search by name' })).not.toBeInTheDocument();
  });

  it('swaps steps with a 500 ms hide and show, and back', async () => {
    vi.useFakeTimers();
    setupMockApi();
    await renderStart({ search_by_name: true });
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    click('Local account');
    act(() => vi.advanceTimersByTime(499));
    expect(
      screen.getByRole('heading', { name: 'Enter your personnel number' }),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Local account login' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Back to the previous login step' }),
    ).not.toBeInTheDocument();
    click('Search by name');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('heading', { name: 'Search by name' })).toBeInTheDocument();
    click('Back to the previous login step');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('heading', { name: 'Local account login' })).toBeInTheDocument();
    click('Personnel number');
    act(() => vi.advanceTimersByTime(500));
    expect(
      screen.getByRole('heading', { name: 'Enter your personnel number' }),
    ).toBeInTheDocument();
  });

  it('only_search_by_name starts with the name search', async () => {
    setupMockApi();
    await renderStart({ only_search_by_name: true });
    expect(screen.getByRole('heading', { name: 'Search by name' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Enter your personnel number' }),
    ).not.toBeInTheDocument();
  });

  it('the student-only login starts with the electronic-courses login', async () => {
    setupMockApi();
    await renderStart({ use_only_auth_with_student_login_and_password: true });
    expect(screen.getByRole('heading', { name: 'Electronic courses login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Personnel number' })).not.toBeInTheDocument();
  });

  it('the learning class opens the class screen', async () => {
    setupMockApi();
    await renderStart({ use_to_learning_class: true });
    expect(screen.getByText('arrived at /electronic-courses-class')).toBeInTheDocument();
  });

  it('a tabel_namber in the URL logs in directly', async () => {
    const api = setupMockApi();
    await renderStart({}, '/?tabel_namber=1001');
    expect(await screen.findByText('arrived at /cabinet')).toBeInTheDocument();
    expect(api.calls('GET', 'employees/getForNumber')[0]?.query).toEqual({ number: '1001' });
  });
});

describe('a tabel_namber in the address is used once', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const withExit = [{ path: '/cabinet', element: <Link to="/">{'Exit'}</Link> }];
  const numbersAsked = (api: ReturnType<typeof setupMockApi>) =>
    api.calls('GET', 'employees/getForNumber').map((call) => call.query.number);

  it('before the #: logs in once, leaves the address, and after Exit the start screen stays', async () => {
    window.history.replaceState(null, '', '/?kiosk=7&tabel_namber=1001#/cabinet');
    const api = setupMockApi();
    const user = userEvent.setup();
    await renderWithProviders(<StartScreen />, {
      preloadedState: initialisedState(),
      routes: withExit,
    });
    await user.click(await screen.findByRole('link', { name: 'Exit' }));
    expect(window.location.search).toBe('?kiosk=7');
    expect(window.location.hash).toBe('#/cabinet');
    expect(
      screen.getByRole('heading', { name: 'Enter your personnel number' }),
    ).toBeInTheDocument();
    // The next login is typed: had the address logged 1001 in again, its call would come first.
    for (const digit of '1002') await user.click(screen.getByRole('button', { name: digit }));
    await user.click(screen.getByRole('button', { name: 'Cabinet' }));
    expect(await screen.findByRole('link', { name: 'Exit' })).toBeInTheDocument();
    expect(numbersAsked(api)).toEqual(['1001', '1002']);
  });

  it('inside the hash route: the route loses it, even when the login fails', async () => {
    const api = setupMockApi();
    const { router } = await renderStart({}, '/notices?view=full&tabel_namber=9999');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notices');
    expect(router.state.location.search).toBe('?view=full');
    expect(numbersAsked(api)).toEqual(['9999']);
  });

  it('anything but a positive personnel number is ignored with a log line; the session ends', async () => {
    window.history.replaceState(null, '', '/?tabel_namber=-5#/cabinet');
    const lines: string[] = [];
    setLogSinks([(level, message) => lines.push(`${level}: ${message}`)]);
    const api = setupMockApi();
    const { store } = await renderWithProviders(<StartScreen />, {
      preloadedState: initialisedState({ user: testEmployee() }),
      route: '/notices',
      routes: withExit,
    });
    expect(
      screen.getByRole('heading', { name: 'Enter your personnel number' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tabel number')).toHaveValue('');
    expect(lines).toEqual([
      'warn: login: ignoring tabel_namber from the address, not a personnel number: "-5"',
    ]);
    expect(window.location.search).toBe('');
    expect(store.getState().session.user).toBeNull();
    expect(api.calls('GET', 'employees/getForNumber')).toEqual([]);
  });
});
