import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LIST_ROW_HEIGHT } from './notice-constants';
import { NOTICES_PATH, rawNotice } from './notices-test-data';
import { fakeViewport, renderNotices } from './notices-test-support';

vi.mock('react-pdf', () => import('@/components/material/testing/fake-react-pdf'));

afterEach(() => vi.restoreAllMocks());

/** Notices n1…nN, each a day later than the one before (n1 on 1 November). */
const daily = (count: number, fields: (day: number) => Record<string, unknown> = () => ({})) =>
  Array.from({ length: count }, (_, index) =>
    rawNotice(`n${index + 1}`, {
      title: `Notice ${index + 1}`,
      start_dt: new Date(2026, 10, 1 + (index % 28), 9, 0).toISOString(),
      ...fields(index + 1),
    }),
  );

const rowList = () => screen.findByRole('list', { name: 'List of notices' });
const rowTitles = async () =>
  within(await rowList())
    .getAllByRole('link')
    .map((link) => link.querySelector('.notice-row__title')?.textContent);

describe('NoticeListScreen', () => {
  it('cuts the title at 30 and the description at 50 characters', async () => {
    fakeViewport();
    await renderNotices('/notice-list', {
      notices: [
        rawNotice('long', {
          title: 'Change of forklift routes in the warehouse',
          description:
            'From 22 November the aisle between racks 4 and 5 is closed. Read the new plan.',
        }),
      ],
    });
    const row = within(await rowList()).getByRole('link');
    expect(row).toHaveTextContent('Change of forklift routes in t…');
    expect(row).toHaveTextContent('From 22 November the aisle between racks 4 and 5 i…');
    expect(row).not.toHaveTextContent('warehouse');
    expect(row).toHaveAttribute('href', '/notice-list/long');
  });

  it('previews the 5 newest notices, shows the rest as (+N), and sorts oldest first on request', async () => {
    fakeViewport();
    await renderNotices('/notice-list', { notices: daily(8) });
    expect(await rowTitles()).toEqual(['Notice 8', 'Notice 7', 'Notice 6', 'Notice 5', 'Notice 4']);
    const more = screen.getByRole('button', { name: 'Show 3 more' });
    expect(more).toHaveTextContent('(+3)');
    await userEvent.click(more);
    expect(await rowTitles()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newest first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Oldest first' }));
    expect((await rowTitles()).slice(0, 3)).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
  });

  it('shows only the time for a notice of today, the date otherwise; fades read ended notices', async () => {
    fakeViewport();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 15, 0));
    await renderNotices('/notice-list', {
      notices: [
        rawNotice('today', {
          title: 'Today',
          start_dt: new Date(2026, 10, 25, 8, 30).toISOString(),
        }),
        rawNotice('ended', {
          title: 'Ended and read',
          read: true,
          start_dt: new Date(2026, 10, 1, 8, 30).toISOString(),
          end_dt: new Date(2026, 10, 10).toISOString(),
        }),
        rawNotice('ended-unread', {
          title: 'Ended unread',
          start_dt: new Date(2026, 9, 30).toISOString(),
          end_dt: new Date(2026, 10, 10).toISOString(),
        }),
      ],
    });
    const [today, ended, endedUnread] = within(await rowList()).getAllByRole('link');
    expect(today?.querySelector('time')).toHaveTextContent(/^08:30/);
    expect(today?.querySelector('time')).not.toHaveTextContent('2026');
    expect(ended?.querySelector('time')).toHaveTextContent('11/01/2026');
    expect(ended).toHaveClass('notice-row--faded');
    expect(today).not.toHaveClass('notice-row--faded');
    expect(endedUnread).not.toHaveClass('notice-row--faded');
  });

  it('adds the filters together: New, Unread and a type', async () => {
    fakeViewport();
    await renderNotices('/notice-list', {
      notices: [
        rawNotice('a', { title: 'New unread danger', type: 'danger' }),
        rawNotice('b', { title: 'New read danger', type: 'danger', read: true }),
        rawNotice('c', { title: 'Ended unread danger', type: 'danger', end_dt: '2020-01-01' }),
        rawNotice('d', { title: 'New unread warning', type: 'warning' }),
      ],
    });
    await rowList();
    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(await rowTitles()).toEqual([
      'New unread danger',
      'New read danger',
      'New unread warning',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await rowTitles()).toEqual(['New unread danger', 'New unread warning']);
    await userEvent.click(screen.getByRole('button', { name: 'Danger' }));
    expect(await rowTitles()).toEqual(['New unread danger']);
    // Several types: a notice of any of them.
    await userEvent.click(screen.getByRole('button', { name: 'Warning' }));
    expect(await rowTitles()).toEqual(['New unread danger', 'New unread warning']);
    await userEvent.click(screen.getByRole('button', { name: 'Danger' }));
    await userEvent.click(screen.getByRole('button', { name: 'Warning' }));
    await userEvent.click(screen.getByRole('button', { name: 'Success' }));
    expect(await screen.findByText('No notices match the selected filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await rowTitles()).toHaveLength(4);
  });

  it('opens a notice from the keyboard', async () => {
    fakeViewport();
    await renderNotices('/notice-list', { notices: daily(2) });
    const first = within(await rowList()).getAllByRole('link')[0]!;
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Notice', level: 1 })).toBeInTheDocument();
    // The heading is there while the notices load; the notice's own title comes with them.
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Notice 2');
  });

  it('renders only the rows in view of 500 notices and follows the scroll', async () => {
    fakeViewport(800);
    await renderNotices('/notice-list', {
      notices: daily(500, (day) => ({ type: day % 2 ? 'danger' : 'success', read: day % 2 === 0 })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show 495 more' }));
    const list = await rowList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-setsize', '500');
    const scroller = list.parentElement!;
    scroller.scrollTop = LIST_ROW_HEIGHT * 400;
    fireEvent.scroll(scroller);
    const positions = within(list)
      .getAllByRole('listitem')
      .map((row) => Number(row.getAttribute('aria-posinset')));
    expect(positions).toContain(401);
    expect(positions).not.toContain(1);
    // A row brought in by the scroll has its own type and status, like the first ones had.
    const row = within(list).getAllByRole('listitem')[positions.indexOf(401)]!;
    const title = row.querySelector('.notice-row__title')?.textContent ?? '';
    const odd = Number(title.replace('Notice ', '')) % 2 === 1;
    expect(row).toHaveTextContent(odd ? 'DangerUnread' : 'SuccessRead');
  });

  it.each([
    ['ru', 'У вас нет уведомлений', 'Ошибка загрузки уведомлений'],
    ['en', 'You have no notifications', 'Error loading notifications'],
    ['kk', 'Сізде хабарламалар жоқ', 'Хабарламаларды жүктеу қатесі'],
    ['ky', 'Сизде билдирүүлөр жок', 'Билдирүүлөрдү жүктөө катасы'],
  ] as const)(
    'says so when there are none or they fail to load (%s)',
    async (language, empty, error) => {
      await renderNotices('/notice-list', { language, notices: [] });
      expect(await screen.findByText(empty)).toBeInTheDocument();
      cleanup();
      await renderNotices('/notice-list', { language, answer: { status: 500, body: {} } });
      expect(await screen.findByRole('alert')).toHaveTextContent(error);
    },
  );

  it('shows the load error as a toast and on the screen, and Retry loads again', async () => {
    const { api } = await renderNotices('/notice-list', { answer: { status: 500, body: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading notifications');
    api.answer('GET', NOTICES_PATH, { status: 200, body: { data: { notifications: [] } } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
  });
});
