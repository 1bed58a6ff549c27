import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getKiosk } from '@/lib/bridge/kiosk';
import type { SimulatorPreset } from '@/lib/bridge/simulated-kiosk';
import { selectStartError } from '@/lib/state/app-slice';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { renderWithProviders } from '@/testing/render';
import { installShell, removeShell } from '@/testing/simulated-shell';

import { clearLock } from './code-lock';
import { HealthScreen } from './health-screen';

installFakeIndexedDb();

/** config.json's hash of 13579246 (see health-access.test.tsx): the page's own code. */
const PAGE_HASH = 'pbkdf2_sha256$100000$kioskTestSalt$XM6nsHJkqB4tSRQzi/2G6/WE6qCy8xKkwdeuxBClSKw=';
const PAGE_CODE = '13579246';
/** The code the desktop shell keeps (set in its wizard). */
const SHELL_CODE = '24681357';

beforeEach(() => {
  clearLock();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('config.json')
        ? new Response(JSON.stringify({ installerPinHash: PAGE_HASH }))
        : new Response('{"data":{}}'),
    ),
  );
});
afterEach(() => {
  removeShell();
  vi.unstubAllGlobals();
});

async function openInShell(preset: SimulatorPreset, mode: 'server' | 'mock' = 'server') {
  const simulator = installShell(preset);
  const user = userEvent.setup();
  const rendered = await renderWithProviders(<HealthScreen />, {
    config: { mode },
    route: '/health',
    routes: [{ path: '/', element: <p>the start screen</p> }],
  });
  return { ...rendered, simulator, user };
}

const type = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  for (const digit of code) await user.click(screen.getByRole('button', { name: digit }));
  await user.click(screen.getByRole('button', { name: 'Open' }));
};

const saveHost = () => getKiosk()!.config.saveServerHost('http://10.0.0.9:8080');
const locked = { ok: false, code: 'setupLocked', message: expect.any(String) };

describe('the health screen in the desktop shell', () => {
  it("asks the shell to check the code: the shell's code opens it, config.json's does not", async () => {
    const { user } = await openInShell({ installerCode: SHELL_CODE, setupLocked: true });
    await screen.findByText('Enter the installer code (at least 6 digits)');
    await type(user, PAGE_CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code');
    expect(screen.queryByRole('heading', { name: 'Results waiting' })).not.toBeInTheDocument();
    await type(user, SHELL_CODE);
    expect(await screen.findByRole('heading', { name: 'Results waiting' })).toBeVisible();
  });

  it('checks config.json itself when the shell has no code of its own', async () => {
    const { user } = await openInShell({ setupLocked: true });
    await screen.findByText('Enter the installer code (at least 6 digits)');
    await type(user, PAGE_CODE);
    expect(await screen.findByRole('heading', { name: 'Results waiting' })).toBeVisible();
  });

  it('opens the setup wizard with the code: the host is refused before, accepted after', async () => {
    const { user, simulator, store, router } = await openInShell({
      installerCode: SHELL_CODE,
      setupLocked: true,
    });
    await screen.findByText('Enter the installer code (at least 6 digits)');
    await type(user, SHELL_CODE);
    await screen.findByRole('heading', { name: 'Results waiting' });
    // The code opened the health screen, not setup: a save from the page is still refused.
    expect(await saveHost()).toEqual(locked);
    await user.click(screen.getByRole('button', { name: 'Open the setup wizard' }));
    expect(await screen.findByText('the start screen')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    // The app shows the wizard in place of the start screen, as after a start error.
    expect(selectStartError(store.getState())).toBe(true);
    expect(simulator.config.setupOpen()).toBe(true);
    expect(await saveHost()).toEqual({ ok: true });
    expect(simulator.config.serverHost()).toBe('http://10.0.0.9:8080');
  });

  it('says why when the shell refuses to open setup (no code checked by the shell)', async () => {
    const { user, store, simulator } = await openInShell(
      { installerCode: SHELL_CODE, setupLocked: true },
      'mock',
    );
    await user.click(await screen.findByRole('button', { name: 'Open the setup wizard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The terminal did not open setup: it opens only after the terminal itself checked the installer code',
    );
    expect(selectStartError(store.getState())).toBe(false);
    expect(simulator.config.setupOpen()).toBe(false);
    expect(await saveHost()).toEqual(locked);
  });

  it('offers no setup wizard outside the desktop shell', async () => {
    removeShell();
    await renderWithProviders(<HealthScreen />, { config: { mode: 'mock' }, route: '/health' });
    await screen.findByRole('heading', { name: 'Results waiting' });
    expect(screen.queryByRole('button', { name: 'Open the setup wizard' })).not.toBeInTheDocument();
  });
});
