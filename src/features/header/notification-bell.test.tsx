import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { NotificationBell } from './notification-bell';

const NOW = new Date(2026, 10, 25, 15, 0);

/** The bell, open, with its notices; /notice-list/:id shows which notice was opened. */
async function renderBell(
  notices: Array<{ uuid: string; title: string; start_dt: string | null }>,
) {
  const onClose = vi.fn();
  await renderWithProviders(
    <Routes>
      <Route
        path="/cabinet"
        element={
          <NotificationBell
            count={notices.length}
            notices={notices}
            open
            onToggle={() => undefined}
            onClose={onClose}
          />
        }
      />
      <Route path="/notice-list/:id" element={<h1>Opened</h1>} />
    </Routes>,
    { route: '/cabinet' },
  );
  return { onClose };
}

describe('NotificationBell', () => {
  it('lists the unread notices with the time for today and the date otherwise', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await renderBell([
      { uuid: 'a', title: 'Today notice', start_dt: new Date(2026, 10, 25, 8, 30).toISOString() },
      { uuid: 'b', title: 'Older notice', start_dt: new Date(2026, 10, 20, 9, 0).toISOString() },
      { uuid: 'c', title: 'Undated notice', start_dt: null },
    ]);
    const items = within(screen.getByRole('dialog', { name: 'New notifications' })).getAllByRole(
      'listitem',
    );
    expect(items[0]?.querySelector('time')).toHaveTextContent(/^08:30/);
    expect(items[0]?.querySelector('time')).not.toHaveTextContent('2026');
    expect(items[1]?.querySelector('time')).toHaveTextContent('11/20/2026');
    expect(items[2]?.querySelector('time')).toBeNull();
  });

  it('opens a notice and closes itself', async () => {
    const { onClose } = await renderBell([
      { uuid: 'a-1', title: 'Change of routes', start_dt: null },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Change of routes' }));
    expect(await screen.findByRole('heading', { name: 'Opened' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
