import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { LONG_POPOVER_MS, POPOVER_MS } from '@/components/ui/timing';
import { renderWithProviders } from '@/testing/render';

import { bellNotices, setupHeaderApi, signedIn, storedUser } from './header-test-api';
import { UserHeader } from './user-header';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderHeader(options: { user?: Record<string, unknown>; route?: string } = {}) {
  const result = await renderWithProviders(<UserHeader />, {
    route: options.route ?? '/cabinet',
    preloadedState: signedIn(storedUser(options.user)),
  });
  await advance(0);
  return result;
}

describe('UserHeader', () => {
  it('shows the logo, name, number, first position, bell count and language picker', async () => {
    vi.useFakeTimers();
    setupHeaderApi();
    await renderHeader();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('img', { name: 'Company logo' })).toBeInTheDocument();
    expect(header).toHaveTextContent('Petrov Alexey Sergeevich');
    expect(header).toHaveTextContent('No. 1001');
    expect(header).toHaveTextContent('Forklift driver, grade 4');
    expect(screen.getByRole('button', { name: 'Notifications: 3 new' })).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
  });

  it('shows the login count until the bell answers, and a plain bell at 0', async () => {
    vi.useFakeTimers();
    setupHeaderApi().answer('GET', 'employees/getNotifications', {
      status: 200,
      body: { data: { count: 0, notifications: [] } },
    });
    await renderWithProviders(<UserHeader />, { preloadedState: signedIn() });
    expect(screen.getByRole('button', { name: 'Notifications: 6 new' })).toBeInTheDocument();
    await advance(0);
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });

  it('says so when the employee has no position', async () => {
    vi.useFakeTimers();
    setupHeaderApi();
    await renderHeader({ user: { position: [] } });
    expect(screen.getByRole('banner')).toHaveTextContent('Position not specified');
  });

  it('lists the new notices in the bell popover, which closes itself at 10 s', async () => {
    vi.useFakeTimers();
    setupHeaderApi().answer('GET', 'employees/getNotifications', {
      status: 200,
      body: { data: { count: 7, notifications: bellNotices(7) } },
    });
    await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications: 7 new' }));
    const popover = screen.getByRole('dialog', { name: 'New notifications' });
    const links = within(popover).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Notice 1', '/notice-list/notice-1'],
      ['Notice 2', '/notice-list/notice-2'],
      ['Notice 3', '/notice-list/notice-3'],
      ['Notice 4', '/notice-list/notice-4'],
      ['Notice 5', '/notice-list/notice-5'],
      ['All notifications', '/notice-list'],
    ]);
    expect(popover).toHaveTextContent('(+2)');
    expect(LONG_POPOVER_MS).toBe(10_000);
    act(() => vi.advanceTimersByTime(LONG_POPOVER_MS - 1));
    expect(screen.getByRole('dialog', { name: 'New notifications' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'New notifications' })).not.toBeInTheDocument();
  });

  it('says there is nothing new in an empty bell popover', async () => {
    vi.useFakeTimers();
    setupHeaderApi().answer('GET', 'employees/getNotifications', {
      status: 200,
      body: { data: { count: 0, notifications: [] } },
    });
    await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('You have no notifications');
  });

  it('draws competence 0–100 and risk as percent of the target with the target mark', async () => {
    vi.useFakeTimers();
    setupHeaderApi();
    await renderHeader({ user: { competence: 86, risks: 1.3 } });
    const competence = screen.getByRole('progressbar', { name: 'Competence for the month' });
    expect(competence).toHaveAttribute('aria-valuenow', '86');
    expect(competence).toHaveAttribute('aria-valuemax', '100');
    expect(competence).toHaveAttribute('aria-valuetext', 'Competence: 86%');
    const risk = screen.getByRole('progressbar', { name: 'Risk for the month' });
    expect(risk).toHaveAttribute('aria-valuenow', '130');
    expect(risk).toHaveAttribute('aria-valuemax', '200');
    expect(risk).toHaveAttribute('aria-valuetext', 'Risk: 130% of the target');
    expect(risk).toHaveClass('header-bar__track--over');
    expect(risk.querySelector('.header-bar__mark')).toHaveStyle({ left: '50%' });
  });

  it('says No data for a missing competence or risk', async () => {
    vi.useFakeTimers();
    setupHeaderApi();
    await renderHeader({ user: { competence: null, risks: null } });
    const risk = screen.getByRole('progressbar', { name: 'Risk for the month' });
    expect(risk).toHaveAttribute('aria-valuetext', 'No data');
    expect(risk).not.toHaveAttribute('aria-valuenow');
  });

  it.each([
    ['Competence for the month', 'The share of right answers'],
    ['Risk for the month', 'The mark in the middle is the target'],
  ])('explains the %s bar in a popover that closes itself at 5 s', async (bar, hint) => {
    vi.useFakeTimers();
    setupHeaderApi();
    await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: bar }));
    expect(screen.getByRole('dialog', { name: bar })).toHaveTextContent(hint);
    expect(POPOVER_MS).toBe(5_000);
    act(() => vi.advanceTimersByTime(POPOVER_MS - 1));
    expect(screen.getByRole('dialog', { name: bar })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: bar })).not.toBeInTheDocument();
  });

  it('keeps one popover open at a time', async () => {
    vi.useFakeTimers();
    setupHeaderApi();
    await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications: 3 new' }));
    fireEvent.click(screen.getByRole('button', { name: 'Risk for the month' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Risk for the month' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Risk for the month' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the bars on /electronic-courses-class and keeps the rest', async () => {
    vi.useFakeTimers();
    setupHeaderApi();
    await renderHeader({ route: '/electronic-courses-class' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('No. 1001');
    expect(screen.getByRole('button', { name: 'Notifications: 3 new' })).toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    vi.useFakeTimers();
    setupHeaderApi();
    await renderWithProviders(<UserHeader />, { language: 'ru', preloadedState: signedIn() });
    await advance(0);
    expect(screen.getByRole('banner')).toHaveTextContent('Таб. № 1001');
    expect(screen.getByRole('button', { name: 'Уведомления: 3 новых' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Риск за месяц' })).toHaveAttribute(
      'aria-valuetext',
      'Риск: 80% от целевого уровня',
    );
  });
});
