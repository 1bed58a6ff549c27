import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { renderWithProviders } from '@/testing/render';

import { IDLE_CLOSE_MS, LOCK_MS } from './health-constants';
import { HealthScreen } from './health-screen';

installFakeIndexedDb();

/** Made by `npm run installer-pin -- --iterations 100000 13579246` with the salt kioskTestSalt. */
const HASH = 'pbkdf2_sha256$100000$kioskTestSalt$XM6nsHJkqB4tSRQzi/2G6/WE6qCy8xKkwdeuxBClSKw=';

/** A terminal whose config.json holds `file`; the server answers its settings call. */
function serve(file: Record<string, unknown> | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('config.json')
        ? file
          ? new Response(JSON.stringify(file))
          : new Response('', { status: 404 })
        : new Response('{"data":{}}'),
    ),
  );
}

const open = (mode: 'server' | 'mock' = 'server') =>
  renderWithProviders(<HealthScreen />, {
    config: { mode },
    route: '/health',
    routes: [{ path: '/', element: <p>the start screen</p> }],
  });

const type = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  for (const digit of code) await user.click(screen.getByRole('button', { name: digit }));
  await user.click(screen.getByRole('button', { name: 'Open' }));
};

const noEmployeeData = () => {
  expect(screen.queryByRole('heading', { name: 'Results waiting' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Server' })).not.toBeInTheDocument();
};

beforeEach(() => serve(null));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the health screen: installer access', () => {
  it('in a server build without installerPinHash, says how to configure it and shows nothing else', async () => {
    await open();
    expect(
      await screen.findByRole('heading', { name: 'No installer code is configured' }),
    ).toBeVisible();
    expect(screen.getByText('npm run installer-pin')).toBeVisible();
    expect(screen.queryByRole('group', { name: /keypad/i })).not.toBeInTheDocument();
    noEmployeeData();
  });

  it('refuses a hash below 100 000 iterations as not configured', async () => {
    serve({ installerPinHash: HASH.replace('100000', '1000') });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/at least 100 000 iterations/);
    noEmployeeData();
  });

  it('opens with the right code of at least 6 digits, and not with a wrong one', async () => {
    serve({ installerPinHash: HASH });
    const user = userEvent.setup();
    await open();
    await screen.findByText('Enter the installer code (at least 6 digits)');
    for (const digit of '13579') await user.click(screen.getByRole('button', { name: digit }));
    expect(screen.getByRole('button', { name: 'Open' })).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Digits entered: 5' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Attempts left before the keypad locks for a minute: 4',
    );
    noEmployeeData();

    await type(user, '13579246');
    expect(await screen.findByRole('heading', { name: 'Results waiting' })).toBeVisible();
  });

  it('locks for a minute after 5 wrong codes, across a reload', async () => {
    serve({ installerPinHash: HASH });
    const user = userEvent.setup();
    const first = await open();
    await screen.findByText('Enter the installer code (at least 6 digits)');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await type(user, '000000');
      await screen.findByRole('alert');
    }
    expect(screen.getByRole('alert')).toHaveTextContent('the keypad is locked for a minute');
    expect(screen.getByRole('button', { name: '1' })).toBeDisabled();
    first.unmount();

    // The page comes back 59 s later: still locked; a second on, the keypad works again.
    vi.useFakeTimers({ now: Date.now() + LOCK_MS - 1_000, shouldAdvanceTime: true });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('locked for a minute');
    expect(screen.getByRole('button', { name: '1' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('button', { name: '1' })).toBeEnabled();
  });

  it('needs no code in mock mode', async () => {
    await open('mock');
    expect(await screen.findByRole('heading', { name: 'Results waiting' })).toBeVisible();
    expect(screen.getByText(/Mock mode/)).toBeVisible();
  });

  it('closes after 2 minutes without a touch, a touch starting the wait again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await open('mock');
    await screen.findByRole('heading', { name: 'Results waiting' });
    await act(() => vi.advanceTimersByTimeAsync(IDLE_CLOSE_MS - 10_000));
    fireEvent.pointerDown(document.body);
    // A margin of 5 s: the faked clock also moves with the real one (shouldAdvanceTime).
    await act(() => vi.advanceTimersByTimeAsync(IDLE_CLOSE_MS - 5_000));
    expect(router.state.location.pathname).toBe('/health');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('the start screen')).toBeVisible();
  });

  it('closes when the installer leaves, and asks for the code again on return', async () => {
    serve({ installerPinHash: HASH });
    const user = userEvent.setup();
    const { router } = await open();
    await screen.findByText('Enter the installer code (at least 6 digits)');
    await type(user, '13579246');
    await screen.findByRole('heading', { name: 'Results waiting' });
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/');
    await router.navigate('/health');
    expect(await screen.findByText('Enter the installer code (at least 6 digits)')).toBeVisible();
    noEmployeeData();
  });
});

describe('the health screen: the hash from the configuration in force', () => {
  it('opens with the code of the configured installerPinHash (a build value or config.json)', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<HealthScreen />, {
      config: { mode: 'server', installerPinHash: HASH },
      route: '/health',
    });
    await screen.findByText('Enter the installer code (at least 6 digits)');
    await type(user, '13579246');
    expect(await screen.findByRole('heading', { name: 'Results waiting' })).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: /configuration in force/ })).getByRole('row', {
        name: 'installerPinHash ••••••',
      }),
    ).toBeVisible();
  });
});
