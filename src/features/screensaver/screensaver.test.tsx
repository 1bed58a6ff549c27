import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useIdleHold } from '@/lib/idle/idle-hold';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { IdleScreensaver, screensaverOverlay } from './screensaver';
import { SCREENSAVER_IDLE_S } from './screensaver-timing';

const UUID = 'saver-1';
const template = {
  type: 'template',
  file: null,
  params: {
    text_header: 'Safety first',
    logo_header: null,
    company_name: '<b>Plant</b>',
    date_last_injury: '2026-11-15T09:00:00Z',
    date_last_incident: '2026-11-24T09:00:00Z',
  },
};

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

function Timed() {
  useIdleHold();
  return <p>a question with its own timer</p>;
}

const render = (
  options: { user?: boolean; settings?: Record<string, unknown>; ui?: React.ReactNode } = {},
) =>
  renderWithProviders(
    <>
      <IdleScreensaver />
      {options.ui}
      <Where />
    </>,
    {
      preloadedState: initialisedState({
        user: options.user === false ? null : testEmployee(),
        settings: { screensaver: true, screensaver_uuid: UUID, ...options.settings },
      }),
      route: '/cabinet',
    },
  );
const advance = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));

describe('the idle screensaver', () => {
  // The overlay's code loads apart (the kiosk loads it long before the idle time ends): load it
  // first, so that fake timers, which cannot wait for a module load, find it there.
  beforeAll(() => screensaverOverlay.load());
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('asks "Are you still here?" at 5 s left, then logs out and shows the template', async () => {
    const api = setupMockApi();
    api.answer('GET', `screensavers/${UUID}`, { status: 200, body: { data: template } });
    const rendered = await render({ settings: { show_the_screensaver_later: null } });
    await advance(SCREENSAVER_IDLE_S - 6);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    const question = screen.getByRole('dialog', { name: 'Are you still here?' });
    expect(question).toHaveTextContent('You will be logged out in 5 s');
    const { store } = rendered;
    await advance(5);
    expect(screen.getByText('at /')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    const overlay = screen.getByRole('dialog', { name: 'Screensaver' });
    expect(overlay).toHaveTextContent('To unlock, tap on the screen');
    await advance(0);
    expect(screen.getByText('Safety first')).toBeInTheDocument();
    expect(screen.getByText('<b>Plant</b>')).toBeInTheDocument();
    expect(overlay.querySelector('b')).toBeNull();
    expect(screen.getByText('Days without injury').nextSibling).toHaveTextContent('10');
    expect(screen.getByText('Days without incident').nextSibling).toHaveTextContent('1');
  });

  it('Yes keeps the session and starts the countdown again', async () => {
    setupMockApi();
    await render({ settings: { show_the_screensaver_later: 60 } });
    await advance(55);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(54);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('at /cabinet')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('dialog', { name: 'Are you still here?' })).toBeInTheDocument();
  });

  it('any touch, click or key resets the countdown', async () => {
    setupMockApi();
    await render({ settings: { show_the_screensaver_later: 60 } });
    await advance(50);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(50);
    fireEvent.pointerDown(document.body);
    await advance(50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('at /cabinet')).toBeInTheDocument();
  });

  it('a tap unlocks the overlay', async () => {
    const api = setupMockApi();
    api.answer('GET', `screensavers/${UUID}`, { status: 200, body: { data: template } });
    await render({ user: false, settings: { show_the_screensaver_later: 60 } });
    await advance(60);
    const overlay = screen.getByRole('dialog', { name: 'Screensaver' });
    // The press alone leaves it: gone before the tap lands, the tap would press what lies beneath.
    fireEvent.pointerDown(overlay);
    expect(screen.getByRole('dialog', { name: 'Screensaver' })).toBe(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog', { name: 'Screensaver' })).not.toBeInTheDocument();
  });

  it('a video screensaver loops muted and lets go of its file when a tap unlocks it', async () => {
    // jsdom has no media playback; these are what releasing the element calls.
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const api = setupMockApi();
    api.answer('GET', `screensavers/${UUID}`, {
      status: 200,
      body: { data: { type: 'video', file: 'https://media.example/saver.mp4', params: null } },
    });
    await render({ user: false, settings: { show_the_screensaver_later: 60 } });
    await advance(60);
    const video = screen.getByLabelText('Screensaver video');
    expect(video).toHaveAttribute('src', 'https://media.example/saver.mp4');
    expect(video).toHaveAttribute('loop');
    fireEvent.pointerDown(screen.getByRole('dialog', { name: 'Screensaver' }));
    fireEvent.click(screen.getByRole('dialog', { name: 'Screensaver' }));
    expect(video).not.toBeInTheDocument();
    expect(pause).toHaveBeenCalled();
    expect(load).toHaveBeenCalled();
    expect(video).not.toHaveAttribute('src');
  });

  it('the tap on Yes lands on Yes: the question stays until the tap ends', async () => {
    setupMockApi();
    await render({ settings: { show_the_screensaver_later: 60 } });
    await advance(56);
    const yes = screen.getByRole('button', { name: 'Yes' });
    fireEvent.pointerDown(yes);
    fireEvent.mouseDown(yes);
    expect(screen.getByRole('dialog', { name: 'Are you still here?' })).toBeInTheDocument();
    fireEvent.click(yes);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(54);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not start while a screen with its own timer shows', async () => {
    setupMockApi();
    await render({ settings: { show_the_screensaver_later: 60 }, ui: <Timed /> });
    await advance(600);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('at /cabinet')).toBeInTheDocument();
  });

  it('a screensaver that fails to load or parse is logged and leaves only the unlock text', async () => {
    const api = setupMockApi();
    api.answer('GET', `screensavers/${UUID}`, { status: 200, body: { data: { type: 'poster' } } });
    await render({ settings: { show_the_screensaver_later: 60 } });
    await advance(60);
    await advance(0);
    const overlay = screen.getByRole('dialog', { name: 'Screensaver' });
    expect(overlay).toHaveTextContent('To unlock, tap on the screen');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
