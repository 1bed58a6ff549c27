import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { stubMedia } from '@/components/question/testing/question-fixtures';

import { initialisedState } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { DemoNotificationScreen } from './demo-notification-screen';

vi.mock('react-pdf', () => import('@/components/material/testing/fake-react-pdf'));

async function renderNotice(rest: string) {
  const api = setupMockApi();
  const rendered = await renderWithProviders(<DemoNotificationScreen />, {
    route: `/demo-notification/${rest}`,
    routes: [{ path: '/', element: <h1>Start screen</h1> }],
    preloadedState: initialisedState(),
  });
  return { ...rendered, api, user: userEvent.setup() };
}

beforeEach(() => {
  stubMedia();
});

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('Demo notice (#/demo-notification/{json})', () => {
  it('shows the notice like a notice step and sends nothing for its actions', async () => {
    const long = 'Line of the description. '.repeat(10);
    const { user, api, router } = await renderNotice(
      json({
        type: 'warning',
        title: 'Scaffolding inspection on Monday for all crews',
        description: long,
        content: { 'content-type': 'video', content: 'media/instruction.webm' },
        actions: [{ name: 'agree', title: 'Agree', callbacks: ['notifications/agree'] }],
      }),
    );
    expect(router.state.location.pathname).toBe('/demo-notification');
    expect(
      screen.getByRole('heading', { name: 'Scaffolding inspection on Mond…' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(long.trim(), { exact: false })).toBeInTheDocument();
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('loop');
    expect(video?.muted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(screen.getByRole('heading', { name: 'Start screen' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('a second address opened on the same screen shows its own notice, not the first one', async () => {
    const { router } = await renderNotice(json({ title: 'First preview' }));
    expect(screen.getByRole('heading', { name: 'First preview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/demo-notification');
    await act(() => router.navigate(`/demo-notification/${json({ title: 'Second preview' })}`));
    expect(await screen.findByRole('heading', { name: 'Second preview' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'First preview' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/demo-notification');
    await act(() => router.navigate('/demo-notification/'));
    expect(await screen.findByText('The address holds no demo data')).toBeInTheDocument();
  });

  it('fills in the default title and description', async () => {
    await renderNotice(json({}));
    expect(screen.getByRole('heading', { name: 'Demo notice' })).toBeInTheDocument();
    expect(screen.getByText('This is an example of a notice')).toBeInTheDocument();
  });

  it('shows hostile text as text', async () => {
    await renderNotice(
      json({
        title: '<script>x()</script>',
        content: { 'content-type': 'other', content: '<b>hi</b>' },
      }),
    );
    expect(screen.getByRole('heading', { name: '<script>x()</script>' })).toBeInTheDocument();
    expect(screen.getByText('<b>hi</b>')).toBeInTheDocument();
    expect(document.querySelector('main script, main b')).toBeNull();
  });

  it.each([
    ['malformed JSON', '{"title":', 'The demo data in the address cannot be read'],
    ['wrong types', json({ actions: 5 }), 'The demo data in the address cannot be read'],
    [
      'an unsafe link',
      json({ content: { 'content-type': 'photo', content: 'javascript:x()' } }),
      'The demo data in the address cannot be read',
    ],
    ['nothing', '', 'The address holds no demo data'],
  ])('explains %s instead of crashing', async (_, rest, message) => {
    await renderNotice(rest);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});
