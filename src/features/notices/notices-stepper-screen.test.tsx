import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { rawNotice } from './notices-test-data';
import { CABINET_HEADING, renderNotices } from './notices-test-support';

vi.mock('react-pdf', () => import('@/components/material/testing/fake-react-pdf'));

beforeEach(() => {
  // jsdom has no media playback; the video viewer pauses and unloads its video on unmount.
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const LONG_DESCRIPTION = `${'Work at height is prohibited in strong wind. '.repeat(4)}The end.`;
const agreeOrRefuse = (uuid: string) => [
  {
    name: 'agree',
    title: 'Agree',
    callbacks: [`notifications/${uuid}/agree`, `notifications/${uuid}/set_read`],
  },
  { name: 'refused', title: 'Refuse', callbacks: [`notifications/${uuid}/refused`] },
];

const blockedFirst = [
  rawNotice('free', {
    priority: 3,
    title: 'Free notice',
    content: { 'content-type': 'other', content: 'Room 112' },
  }),
  rawNotice('read', { priority: 0, read: true, title: 'Already read' }),
  rawNotice('b1', {
    priority: 1,
    blocked: true,
    title: 'No work at height in winds above 15 m/s',
    description: LONG_DESCRIPTION,
    actions: agreeOrRefuse('b1'),
  }),
  rawNotice('b2', {
    priority: '2',
    blocked: 1,
    title: 'New safety instruction',
    content: { 'content-type': 'video', content: 'https://cdn.test/v.webm' },
    actions: agreeOrRefuse('b2'),
  }),
];

const posts = (api: Awaited<ReturnType<typeof renderNotices>>['api']) =>
  api.requests
    .filter((request) => request.method === 'POST')
    .map((request) => [request.path, request.body]);

describe('NoticesStepperScreen', () => {
  it('walks a blocked employee through the unread notices by priority, then lets them on', async () => {
    const { api, store } = await renderNotices('/cabinet', {
      notices: blockedFirst,
      user: { block_notifications: true },
    });
    expect(
      await screen.findByRole('heading', { name: 'Important notices', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Notice 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'No work at height in winds abo…',
    );
    expect(screen.getByText('Read the important notices to continue working')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByText('The end.', { exact: false })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(LONG_DESCRIPTION, { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('Notice 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('New safety instruction…');
    expect(document.querySelector('video')).toHaveAttribute('src', 'https://cdn.test/v.webm');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Notice 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Room 112')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as read' })).toHaveClass(
      'notice-action--primary',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('heading', { name: CABINET_HEADING })).toBeInTheDocument();
    expect(store.getState().session.user?.block_notifications).toBe(false);
    expect(posts(api)).toEqual([
      ['notifications/b1/agree', {}],
      ['notifications/b1/set_read', {}],
      ['notifications/b2/refused', {}],
      ['notifications/free/set_read', {}],
    ]);
  });

  it('offers Back on a notice that does not block once the blocking ones are done', async () => {
    const { store } = await renderNotices('/cabinet', {
      notices: blockedFirst.slice(0, 3),
      user: { block_notifications: true },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: CABINET_HEADING })).toBeInTheDocument();
    expect(store.getState().session.user?.block_notifications).toBe(false);
  });

  it('keeps a blocked employee in while a blocking notice is still ahead', async () => {
    await renderNotices('/cabinet', {
      notices: [
        rawNotice('free', { priority: 1, title: 'Free notice' }),
        rawNotice('b', { priority: 2, blocked: true, title: 'Blocking notice' }),
      ],
      user: { block_notifications: true },
    });
    expect(await screen.findByText('Notice 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('lets a flagged employee on at once when no unread notice blocks', async () => {
    const { store } = await renderNotices('/cabinet', {
      notices: [rawNotice('free', { title: 'Free notice' })],
      user: { block_notifications: true },
    });
    expect(await screen.findByRole('heading', { name: CABINET_HEADING })).toBeInTheDocument();
    expect(store.getState().session.user?.block_notifications).toBe(false);
  });

  it('at /notices returns to the previous screen with Back or after the last notice', async () => {
    await renderNotices('/notices', { notices: [rawNotice('free', { title: 'Free notice' })] });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: CABINET_HEADING })).toBeInTheDocument();
  });

  it('says No notifications when nothing is unread', async () => {
    await renderNotices('/notices', { notices: [rawNotice('read', { read: true })] });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('No notifications')).toBeInTheDocument();
    await userEvent.click(within(main).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: CABINET_HEADING })).toBeInTheDocument();
  });

  it('shows the important-notices load error', async () => {
    await renderNotices('/notices', { answer: { status: 500, body: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading important notifications',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
