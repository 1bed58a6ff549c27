import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { setLogSinks } from '@/lib/log';
import { userUpdated } from '@/lib/state/session-slice';
import { renderWithProviders } from '@/testing/render';

import { USER_REFRESH_MS } from './header-constants';
import { setupHeaderApi, signedIn, storedUser, UUID } from './header-test-api';
import { UserHeader } from './user-header';

const FOR_UUID = 'employees/getForUuid';
const BELL = 'employees/getNotifications';
/** What the server received for one GET path: the query and the token. */
const received = (api: ReturnType<typeof setupHeaderApi>, path: string) =>
  api.calls('GET', path).map(({ query, authorization }) => ({ query, authorization }));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderHeader(user = storedUser()) {
  const result = await renderWithProviders(<UserHeader />, {
    route: '/cabinet',
    preloadedState: signedIn(user),
  });
  await advance(0);
  return result;
}

describe('session polling', () => {
  it('looks the employee up by uuid every 120 s: none at 119 999 ms, one at 120 000 ms', async () => {
    vi.useFakeTimers();
    const server = setupHeaderApi();
    await renderHeader();
    expect(USER_REFRESH_MS).toBe(120_000);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(0);
    await advance(USER_REFRESH_MS - 1);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(0);
    await advance(1);
    expect(received(server, FOR_UUID)).toEqual([
      { query: { uuid: UUID }, authorization: 'Bearer jwt-1001' },
    ]);
    await advance(USER_REFRESH_MS);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(2);
  });

  it('loads the bell on mount and again on every tick', async () => {
    vi.useFakeTimers();
    const server = setupHeaderApi();
    await renderHeader();
    expect(received(server, BELL)).toEqual([
      { query: { uuid: UUID }, authorization: 'Bearer jwt-1001' },
    ]);
    await advance(USER_REFRESH_MS);
    expect(server.calls('GET', BELL)).toHaveLength(2);
  });

  it('updates the stored employee with the fresh fields, keeping the login token', async () => {
    vi.useFakeTimers();
    setupHeaderApi().answer('GET', FOR_UUID, {
      status: 200,
      body: { data: [{ id: 1001, uuid: UUID, title: 'Petrov A. S.', number: '1001', risks: 1.2 }] },
    });
    const { store } = await renderHeader();
    await advance(USER_REFRESH_MS);
    const user = store.getState().session.user;
    expect(user).toMatchObject({ title: 'Petrov A. S.', risks: 1.2, token: 'jwt-1001' });
    expect(store.getState().session.token).toBe('jwt-1001');
    expect(screen.getByText('Petrov A. S.')).toBeInTheDocument();
  });

  it('stops for good when the answer carries another number, and drops the token', async () => {
    vi.useFakeTimers();
    const logged: string[] = [];
    setLogSinks([(_level, message) => logged.push(message)]);
    const server = setupHeaderApi();
    server.answer('GET', FOR_UUID, {
      status: 200,
      body: { data: [{ id: 7, uuid: UUID, title: 'Somebody Else', number: '9999' }] },
    });
    const { store } = await renderHeader();
    const before = store.getState().session;
    expect(before.token).not.toBeNull();
    await advance(USER_REFRESH_MS);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(1);
    expect(store.getState().session).toEqual({ ...before, token: null });
    expect(logged.some((message) => message.includes('number changed'))).toBe(true);
    await advance(USER_REFRESH_MS * 3);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(1);
    // The bell is loaded on mount only; the stopped tick does not load it either.
    expect(server.calls('GET', BELL)).toHaveLength(1);
  });

  it('stops as well when nobody has the uuid any more (an empty list)', async () => {
    vi.useFakeTimers();
    const server = setupHeaderApi();
    server.answer('GET', FOR_UUID, { status: 200, body: { data: [] } });
    const { store } = await renderHeader();
    await advance(USER_REFRESH_MS);
    await advance(USER_REFRESH_MS);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(1);
    expect(store.getState().session.user?.title).toBe('Petrov Alexey Sergeevich');
  });

  it('is paused while the risk report is unread, and resumes once viewRisks is false', async () => {
    vi.useFakeTimers();
    const server = setupHeaderApi();
    const { store } = await renderHeader(storedUser({ viewRisks: true }));
    await advance(USER_REFRESH_MS * 3);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(0);
    expect(server.calls('GET', BELL)).toHaveLength(0);

    act(() => {
      store.dispatch(userUpdated({ viewRisks: false }));
    });
    await advance(0);
    expect(server.calls('GET', BELL)).toHaveLength(1);
    await advance(USER_REFRESH_MS - 1);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(0);
    await advance(1);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(1);
  });

  it('pauses when a refresh brings viewRisks true', async () => {
    vi.useFakeTimers();
    const server = setupHeaderApi();
    server.answer('GET', FOR_UUID, {
      status: 200,
      body: { data: [{ id: 1001, uuid: UUID, title: 'P', number: '1001', viewRisks: 1 }] },
    });
    const { store } = await renderHeader();
    await advance(USER_REFRESH_MS);
    expect(store.getState().session.user?.viewRisks).toBe(true);
    await advance(USER_REFRESH_MS * 2);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(1);
  });

  it('logs failures and keeps polling; the header stays on screen', async () => {
    vi.useFakeTimers();
    const logged: string[] = [];
    setLogSinks([(level, message) => logged.push(`${level} ${message}`)]);
    const server = setupHeaderApi();
    server.answer('GET', FOR_UUID, (call) =>
      call === 1
        ? { status: 500, body: { message: 'boom' } }
        : { status: 200, body: { data: { title: 'no uuid, no number' } } },
    );
    server.answer('GET', BELL, { status: 502, body: {} });
    const { store } = await renderHeader();
    await advance(USER_REFRESH_MS);
    await advance(USER_REFRESH_MS);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(2);
    expect(logged).toContain('error session polling: the employee could not be refreshed');
    expect(logged).toContain('warn session polling: the notifications could not be loaded');
    expect(store.getState().session.user?.title).toBe('Petrov Alexey Sergeevich');
    expect(screen.getByRole('banner')).toHaveTextContent('Petrov Alexey Sergeevich');
    await advance(USER_REFRESH_MS);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(3);
  });

  it('stops its timer when the header unmounts', async () => {
    vi.useFakeTimers();
    const server = setupHeaderApi();
    const { unmount } = await renderHeader();
    unmount();
    await advance(USER_REFRESH_MS * 2);
    expect(server.calls('GET', FOR_UUID)).toHaveLength(0);
  });
});
