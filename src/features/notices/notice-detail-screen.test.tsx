import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { NOTICES_PATH, rawNotice } from './notices-test-data';
import { renderNotices } from './notices-test-support';

vi.mock('react-pdf', () => import('@/components/material/testing/fake-react-pdf'));

const ACTIONS = [
  { name: 'put_aside', title: 'Put aside', callbacks: ['notifications/x/put_aside'] },
  { name: 'close', title: 'Close', callbacks: ['notifications/x/close'] },
  { name: 'set_read', title: 'Mark as read', callbacks: ['notifications/x/set_read'] },
  {
    name: 'agree',
    title: 'Agree',
    callbacks: ['notifications/x/agree', '/api/v1/notifications/x/set_read'],
  },
  { name: 'refused', title: 'Refuse', callbacks: ['notifications/x/refused'] },
];

const notice = (fields: Record<string, unknown> = {}) =>
  rawNotice('x', {
    title: 'No work at height in winds above 15 m/s',
    description: 'A storm wind is forecast this week.',
    actions: ACTIONS,
    ...fields,
  });

describe('NoticeDetailScreen', () => {
  it('shows the whole notice with each action button in its spec colour', async () => {
    await renderNotices('/notice-list/x', { notices: [notice()] });
    expect(
      await screen.findByRole('heading', { name: 'No work at height in winds above 15 m/s' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A storm wind is forecast this week.')).toBeInTheDocument();
    const colours = Object.fromEntries(
      ['Put aside', 'Close', 'Mark as read', 'Agree', 'Refuse'].map((name) => [
        name,
        screen.getByRole('button', { name }).className,
      ]),
    );
    expect(colours).toEqual({
      'Put aside': 'button notice-action notice-action--warning',
      Close: 'button notice-action notice-action--secondary',
      'Mark as read': 'button notice-action notice-action--primary',
      Agree: 'button notice-action notice-action--success',
      Refuse: 'button notice-action notice-action--danger',
    });
  });

  it('POSTs every callback of the action in order with no payload, then reloads the list', async () => {
    const { api } = await renderNotices('/notice-list/x', { notices: [notice()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    expect(await screen.findByRole('heading', { name: 'Notices', level: 1 })).toBeInTheDocument();
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.path, request.body])).toEqual([
      ['notifications/x/agree', {}],
      ['notifications/x/set_read', {}],
    ]);
    await api.answered('GET', NOTICES_PATH, 2);
    expect(api.calls('GET', NOTICES_PATH)).toHaveLength(2);
  });

  it('a failed callback: Function execution error with the action title and that the action is saved; the rest follow in order', async () => {
    const { api } = await renderNotices('/notice-list/x', { notices: [notice()] });
    api.answer('POST', 'notifications/x/agree', (call) =>
      call === 1 ? { status: 500, body: { message: 'Boom' } } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Function execution error Agree');
    expect(alert).toHaveTextContent('Saved on this terminal: it will be sent by itself.');
    expect(await screen.findByRole('heading', { name: 'Notices', level: 1 })).toBeInTheDocument();
    // The second callback waits behind the first, and goes once the first is accepted (the retry's
    // full-jitter wait may be next to nothing: the order of the calls says it, not a moment).
    await api.answered('POST', 'notifications/x/set_read');
    expect(
      api.requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual(['notifications/x/agree', 'notifications/x/agree', 'notifications/x/set_read']);
  });

  it('a refused callback ends the action: the ones after it are not sent', async () => {
    const { api } = await renderNotices('/notice-list/x', { notices: [notice()] });
    api.answer('POST', 'notifications/x/agree', { status: 422, body: { message: 'closed' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Function execution error Agree');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Saved on this terminal');
    expect(await screen.findByRole('heading', { name: 'Notices', level: 1 })).toBeInTheDocument();
    expect(api.calls('POST', 'notifications/x/set_read')).toHaveLength(0);
  });

  it('shows the error text in Russian with the action title', async () => {
    const { api } = await renderNotices('/notice-list/x', { language: 'ru', notices: [notice()] });
    api.answer('POST', 'notifications/x/refused', 'network');
    await userEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка выполнения функции Refuse');
  });

  it('shows a photo or the text of other content', async () => {
    await renderNotices('/notice-list/x', {
      notices: [
        notice({ content: { 'content-type': 'photo', content: 'https://cdn.test/p.jpg' } }),
      ],
    });
    expect(await screen.findByRole('img', { name: 'Photo for the notice' })).toHaveAttribute(
      'src',
      'https://cdn.test/p.jpg',
    );
  });

  it('says the notice could not be loaded when the list does not hold it', async () => {
    await renderNotices('/notice-list/missing', { notices: [notice()] });
    expect(await screen.findByText('Error loading the notification')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Notices', level: 1 })).toBeInTheDocument();
  });
});
