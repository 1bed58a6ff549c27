import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { authByUuid } from '@/lib/api/endpoints/employees';
import { getSettings } from '@/lib/api/endpoints/settings';
import { setLogSinks } from '@/lib/log';
import { initialAppState } from '@/lib/state/app-slice';
import { setupMockApi } from '@/testing/mock-api';
import { defaultConfig } from '@/config/env';
import { renderWithProviders } from '@/testing/render';

import { decryptPin } from './pin-crypto';
import { PinScreen } from './pin-screen';

const PETROV_1001 = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
/** Employee 1009 has the PIN 1234 stored (encrypted) in the mock data. */
const NOVIKOV_1009 = '6527ab6a-8a9f-4987-8410-92458ea73f38';

/**
 * Fakes the clock. Testing Library flushes user-event's async act with a zero timeout that it
 * advances only through a `jest` global; vitest has none, so one is stubbed for the test.
 */
function fakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
afterEach(() => vi.unstubAllGlobals());

interface Sent {
  method: string;
  url: string;
  params: Record<string, unknown>;
}

/**
 * The mock data set in the `pin` scenario (use_pin_code on, 4 digits), recording what the server
 * receives; `failPin` answers the PIN call with a server error.
 */
async function renderPin(
  uuid: string,
  options: { failPin?: boolean; digits?: number; fakeTimers?: boolean } = {},
) {
  const api = setupMockApi({ scenario: 'pin' });
  if (options.failPin) api.answer('POST', 'pin_code', { status: 500, body: {} });
  const sent = (): Sent[] =>
    api.requests.map((call) => ({ method: call.method, url: call.path, params: call.query }));
  const settings = await getSettings();
  const user = await authByUuid(uuid, 0);
  api.requests.length = 0;
  // The clock is faked after the data is fetched and before the screen (and its timers) start.
  if (options.fakeTimers) fakeClock();
  const rendered = await renderWithProviders(
    <>
      <PinScreen />
      <ToastStack />
    </>,
    {
      route: '/cabinet',
      preloadedState: {
        app: {
          ...initialAppState,
          initialized: true,
          settings: { ...settings, pin_code_count: options.digits ?? settings.pin_code_count },
        },
        session: { user, token: user.token, pinAuthorized: false },
      },
    },
  );
  return { ...rendered, sent, api };
}

const setupUser = () =>
  vi.isFakeTimers()
    ? userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    : userEvent.setup({ delay: null });
type User = ReturnType<typeof setupUser>;

async function typePin(user: User, digits: string) {
  const keypad = screen.getByRole('group', { name: 'Numeric keypad' });
  for (const digit of digits) {
    await user.click(within(keypad).getByRole('button', { name: digit }));
  }
}

const dots = () => screen.getByRole('img', { name: /digits entered/ });

describe('PIN screen: setting a new PIN', () => {
  it('asks for the digit count, holds the first entry, rejects a mismatch, and Back starts over', async () => {
    const { store, sent } = await renderPin(PETROV_1001);
    const user = setupUser();
    expect(
      screen.getByRole('heading', { name: 'Come up with a pin-code 4 digits' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await typePin(user, '123');
    expect(dots()).toHaveAccessibleName('3 of 4 digits entered');
    await user.click(screen.getByRole('button', { name: 'Delete the last character' }));
    expect(dots()).toHaveAccessibleName('2 of 4 digits entered');
    await typePin(user, '34');
    expect(screen.getByRole('heading', { name: 'Repeat the pin-code' })).toBeInTheDocument();
    expect(dots()).toHaveAccessibleName('0 of 4 digits entered');

    await typePin(user, '5678');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid pin code');
    expect(dots()).toHaveAccessibleName('0 of 4 digits entered');
    expect(screen.getByRole('heading', { name: 'Repeat the pin-code' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: /Come up with a pin-code/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    // The first entry (1234) was dropped: 1234 now is a new first entry, not a confirmation.
    await typePin(user, '1234');
    expect(screen.getByRole('heading', { name: 'Repeat the pin-code' })).toBeInTheDocument();
    expect(sent()).toEqual([]);
    expect(store.getState().session.pinAuthorized).toBe(false);
  });

  it('sends the matching PIN DES-encrypted, stores only the encrypted form and authorises', async () => {
    const { store, sent, api } = await renderPin(PETROV_1001);
    const user = setupUser();
    await typePin(user, '8052');
    await typePin(user, '8052');
    await api.answered('POST', 'pin_code');

    expect(await screen.findByRole('status')).toHaveTextContent('PIN code is set');
    expect(sent()).toHaveLength(1);
    const call = sent()[0];
    expect(call).toMatchObject({ method: 'POST', url: 'pin_code' });
    expect(call?.params.employee_uuid).toBe(PETROV_1001);
    const encrypted = String(call?.params.pin_code);
    expect(encrypted).not.toBe('8052');
    expect(encrypted).not.toContain('8052');
    expect(decryptPin(encrypted, defaultConfig.pinKey)).toBe('8052');

    const session = store.getState().session;
    expect(session.pinAuthorized).toBe(true);
    expect(session.user?.pin_code).toBe(encrypted);
    expect(JSON.stringify(store.getState())).not.toContain('8052');
    expect(JSON.stringify({ ...localStorage })).not.toContain('8052');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('8052');
  });

  it('shows the installation error when the server fails, and lets the user start again', async () => {
    const logged: unknown[] = [];
    setLogSinks([(level, message, details) => logged.push([level, message, details])]);
    const { store, api } = await renderPin(PETROV_1001, { failPin: true });
    const user = setupUser();
    await typePin(user, '1357');
    await typePin(user, '1357');
    await api.answered('POST', 'pin_code');
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN installation error');
    expect(screen.getByRole('heading', { name: /Come up with a pin-code/ })).toBeInTheDocument();
    expect(store.getState().session.pinAuthorized).toBe(false);
    expect(store.getState().session.user?.pin_code).toBeNull();
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain('1357');
  });

  it('compares only when the entry reaches pin_code_count digits', async () => {
    await renderPin(PETROV_1001, { digits: 6 });
    const user = setupUser();
    expect(screen.getByRole('heading', { name: /6 digits/ })).toBeInTheDocument();
    await typePin(user, '1234');
    expect(screen.getByRole('heading', { name: /Come up with a pin-code/ })).toBeInTheDocument();
    await typePin(user, '56');
    expect(screen.getByRole('heading', { name: 'Repeat the pin-code' })).toBeInTheDocument();
    await typePin(user, '9');
    expect(dots()).toHaveAccessibleName('1 of 6 digits entered');
  });
});

describe('PIN screen: entering the stored PIN', () => {
  it('authorises employee 1009 with the PIN stored in the mock data; no call is made', async () => {
    const { store, sent } = await renderPin(NOVIKOV_1009);
    const user = setupUser();
    expect(screen.getByRole('heading', { name: 'Enter pin-code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await typePin(user, '1234');
    expect(store.getState().session.pinAuthorized).toBe(true);
    expect(sent()).toEqual([]);
  });

  it('after 5 wrong PINs returns to / and logs out exactly 0.5 s later', async () => {
    const { store, router } = await renderPin(NOVIKOV_1009, { fakeTimers: true });
    const user = setupUser();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await typePin(user, '0000');
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid pin code');
      expect(screen.getByText(`Attempts left: ${5 - attempt}`)).toBeInTheDocument();
    }
    await typePin(user, '4321');
    expect(screen.getByText('Too many wrong attempts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(499));
    expect(store.getState().session.user).not.toBeNull();
    expect(router.state.location.pathname).toBe('/cabinet');
    act(() => vi.advanceTimersByTime(1));
    expect(store.getState().session.user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.pinAuthorized).toBe(false);
  });

  it('a wrong PIN followed by the right one authorises', async () => {
    const { store } = await renderPin(NOVIKOV_1009);
    const user = setupUser();
    await typePin(user, '9999');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid pin code');
    await typePin(user, '1234');
    await waitFor(() => expect(store.getState().session.pinAuthorized).toBe(true));
  });

  it('Exit logs out and goes to the start screen', async () => {
    const { store, router } = await renderPin(NOVIKOV_1009);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(store.getState().session.user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
